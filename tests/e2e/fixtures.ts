import { test as base, expect } from '@playwright/test';

/**
 * What Chromium logs when a script is refused in a frame with `sandbox=""`, as the back office shows
 * a mail in (mail-screen.tsx). The gallery runs no script there: the refused ones are the test
 * harness's own (Playwright's trace recorder), so this one line, from that frame, is not the page's error.
 */
const SANDBOX_REFUSAL =
  "Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set.";

/** A mail's screen in the back office: the mail as the customer saw it, in that sandboxed frame. */
export const MAIL_SCREEN = /^\/admin\/mail-outbox\/\d+$/;

/**
 * Every end-to-end test fails when the page logs an error or throws: a user would see a broken
 * page even if the assertions pass.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // An unknown address gets the app with status 404 on purpose (it shows its not-found page).
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) notFoundPages.add(response.url());
      });
      page.on('console', (message) => {
        if (
          message.text() === SANDBOX_REFUSAL &&
          message.location().url === 'about:srcdoc' &&
          MAIL_SCREEN.test(new URL(page.url()).pathname)
        )
          return;
        // A 401 is how a signed-out visitor's session probe is answered; every other failed load counts.
        if (message.type() === 'error' && !/status of 401 \(Unauthorized\)/.test(message.text())) {
          const at = message.location().url;
          errors.push(
            /status of 404/.test(message.text()) && at
              ? `console: ${message.text()} at ${at}`
              : `console: ${message.text()}`,
          );
        }
      });
      page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((error) => ![...notFoundPages].some((url) => error.endsWith(` at ${url}`)));
      expect(unexpected, 'errors logged by the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** Chromium logs a refused request (4xx) in the console; a test that expects one removes it. */
export function dropExpectedRefusal(pageErrors: string[], status: number) {
  const expected = new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
  const kept = pageErrors.filter((error) => !expected.test(error));
  pageErrors.splice(0, pageErrors.length, ...kept);
}

export { expect };
