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
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
      await use(errors);
      expect(errors, 'errors logged by the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
