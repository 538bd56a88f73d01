import type { Browser, Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { addToCart, type Print } from './shop-helpers.ts';
import {
  ADMIN_LANGUAGES,
  ADMIN_RECORDS,
  ADMIN_SECTIONS,
  FIRST_RECORD,
  STATIC_SCREENS,
  STOREFRONT_LANGUAGES,
  detailPaths,
  firstRecord,
  inLanguage,
  settleAdmin,
  settleStorefront,
  signInToBackOffice,
  waitForLoaded,
} from './screens.ts';

/**
 * A full-page picture of every screen at a phone's and a desk's width in each language, attached to
 * the test report so that a person can look through them (docs/product.md: the storefront in four
 * languages, the back office in two). One browser window per language and width walks through all
 * of its screens; the pictures are JPEG at one device pixel per CSS pixel to keep the report small.
 */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desk', width: 1280, height: 900, isMobile: false },
] as const;

/** The back-office screens also pictured at a phone's width: the shell, a list and a record. */
const ADMIN_PHONE_SECTIONS = new Set(['/', '/artworks', '/orders']);

async function windowAt(browser: Browser, width: (typeof WIDTHS)[number]) {
  const context = await browser.newContext({
    viewport: { width: width.width, height: width.height },
    isMobile: width.isMobile,
    hasTouch: width.isMobile,
    deviceScaleFactor: 1,
  });
  return { context, page: await context.newPage() };
}

async function picture(page: Page, testInfo: TestInfo, name: string) {
  // Pictures further down load as a visitor scrolls to them: scroll through the page first.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await waitForLoaded(page);
  const body = await page.screenshot({ fullPage: true, type: 'jpeg', quality: 70, animations: 'disabled' });
  await testInfo.attach(name, { body, contentType: 'image/jpeg' });
}

test.describe('screenshots of every screen', () => {
  test.beforeEach(({ isMobile }) => {
    // Each test opens its own windows at both widths: the desk project runs them once.
    test.skip(isMobile, 'the pictures are taken at both widths by the desk project');
  });

  for (const language of STOREFRONT_LANGUAGES) {
    for (const width of WIDTHS) {
      test(`the storefront in ${language} at ${width.width} px`, async ({ browser, request }, testInfo) => {
        test.setTimeout(240_000);
        const details = await detailPaths(request);
        const prints = (await (await request.post('/admin/api/product_search', { data: { per_page: 100 } })).json())
          .result as Print[];
        const print = prints.find((p) => p.variation.some((v) => v.size.some((s) => s.stock > 3)))!;
        const variation = print.variation.find((v) => v.size.some((s) => s.stock > 3))!;
        const size = variation.size.find((s) => s.stock > 3)!;

        const { context, page } = await windowAt(browser, width);
        await page.goto(inLanguage('/', language));
        await settleStorefront(page);
        // The cart and checkout are pictured with a print in them.
        await addToCart(page, { id: print.id, color: variation.color, size: size.name });
        for (const path of [...STATIC_SCREENS, details.artwork, details.artist, details.exhibition]) {
          await page.goto(inLanguage(path, language));
          await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
          await settleStorefront(page);
          await picture(page, testInfo, `${language} ${width.width} ${path}`);
        }
        await context.close();
      });
    }
  }

  for (const language of ADMIN_LANGUAGES) {
    for (const width of WIDTHS) {
      test(`the back office in ${language} at ${width.width} px`, async ({ browser, request }, testInfo) => {
        test.setTimeout(240_000);
        const { context, page } = await windowAt(browser, width);
        await signInToBackOffice(page, language);
        for (const section of ADMIN_SECTIONS) {
          if (width.isMobile && !ADMIN_PHONE_SECTIONS.has(section)) continue;
          await page.goto(`/admin${section === '/' ? '' : section}`);
          await settleAdmin(page);
          const sendFirst = FIRST_RECORD[section];
          if (sendFirst && !(await firstRecord(page, section))) {
            const sent = await sendFirst(request);
            expect(sent.ok(), await sent.text()).toBe(true);
            await page.reload();
            await settleAdmin(page);
          }
          await picture(page, testInfo, `admin ${language} ${width.width} ${section}`);
          const record = ADMIN_RECORDS.has(section) ? await firstRecord(page, section) : null;
          if (record) {
            await page.goto(record);
            await settleAdmin(page);
            await picture(page, testInfo, `admin ${language} ${width.width} ${record.replace('/admin', '')}`);
          }
        }
        await context.close();
      });
    }
  }
});
