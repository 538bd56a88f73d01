import { test as base, expect } from '@playwright/test';

/**
 * Every end-to-end test fails when the page logs an error or throws: a user would see a broken
 * page even if the assertions pass.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A 401 is how a signed-out visitor's session probe is answered; every other failed load counts.
        if (message.type() === 'error' && !/status of 401 \(Unauthorized\)/.test(message.text())) {
          errors.push(`console: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
      await use(errors);
      expect(errors, 'errors logged by the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
