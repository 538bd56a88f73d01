import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import {
  ADMIN_LANGUAGES,
  ADMIN_RECORDS,
  ADMIN_SECTIONS,
  FIRST_RECORD,
  MAIL_FRAME,
  STATIC_SCREENS,
  STOREFRONT_LANGUAGES,
  detailPaths,
  firstRecord,
  inLanguage,
  settleAdmin,
  settleStorefront,
  signInToBackOffice,
} from './screens.ts';

/**
 * Axe's serious and critical violations on what the page shows now (or only inside `include`, or
 * all but `exclude`), each naming its elements.
 */
async function seriousViolations(
  page: Page,
  label: string,
  { include, exclude }: { include?: string; exclude?: string } = {},
) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n')}`,
    );
}

/** Runs axe on what the page shows now and fails on any serious or critical violation, naming each one. */
async function expectNoSeriousViolations(page: Page, label: string, include?: string) {
  expect(
    await seriousViolations(page, label, { include }),
    `${label}: serious or critical accessibility violations`,
  ).toEqual([]);
}

const settle = settleStorefront;

/**
 * On a phone, the screens whose parts change at that width (menu drawer, filter drawer, cart link,
 * stacked forms); the others differ from these only in content, which the desktop pass scans.
 */
const PHONE_SCREENS = new Set(['/', '/arts', '/contact', '/cart', '/checkout', '/login-register', '/wishlist']);

test.describe('accessibility (axe): no serious or critical violations', () => {
  // Every screen in every language on a desk; on a phone, the screens with their own small-screen
  // parts, left to right and right to left. One page load each.
  for (const language of STOREFRONT_LANGUAGES) {
    for (const path of STATIC_SCREENS) {
      test(`on ${path} in ${language}`, async ({ page, isMobile }) => {
        test.skip(
          isMobile && (!PHONE_SCREENS.has(path) || (language !== 'en' && language !== 'ar')),
          'the phone pass covers the screens with their own small-screen parts, in English and Arabic',
        );
        await page.goto(inLanguage(path, language));
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await settle(page);
        await expectNoSeriousViolations(page, `${path} in ${language}`);
      });
    }

    for (const kind of ['artwork', 'artist', 'exhibition'] as const) {
      test(`on an ${kind} page in ${language}`, async ({ page, request, isMobile }) => {
        test.skip(
          isMobile && language !== 'en' && language !== 'ar',
          'on a phone, French and German change only the words; Arabic also turns the layout right to left',
        );
        const path = inLanguage((await detailPaths(request))[kind], language);
        await page.goto(path);
        await settle(page);
        await expectNoSeriousViolations(page, path);
      });
    }
  }

  test('in the quick view, and on the wishlist and compare lists with works in them', async ({ page }) => {
    await page.goto('/arts');
    await settle(page);
    await page
      .getByRole('button', { name: /^Quick view: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add to wishlist' }).click();
    await dialog.getByRole('button', { name: 'Add to compare' }).click();
    await expectNoSeriousViolations(page, 'quick view', '[role="dialog"]');
    await page.keyboard.press('Escape');

    for (const path of ['/wishlist', '/compare']) {
      await page.goto(path);
      await settle(page);
      await expect(page.getByRole('button', { name: /^Remove / }).first()).toBeVisible();
      await expectNoSeriousViolations(page, `${path} with a work in it`);
    }
  });

  test('in the exhibition application form, with its errors showing', async ({ page, request }) => {
    const exhibitions = (await (await request.post('/admin/api/exhibitions', { data: {} })).json()).result as {
      exhibition_slug: string;
      exhibition_end_date: string;
    }[];
    const open = exhibitions.find((e) => new Date(e.exhibition_end_date) >= new Date())!;
    await page.goto(`/exhibitions/${open.exhibition_slug}`);
    await settle(page);
    await page.getByRole('button', { name: 'Apply Exhibition' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the application form', '[role="dialog"]');
  });
});

test.describe('accessibility (axe) in the back office: no serious or critical violations', () => {
  // Each section's list and its first record's screen, left to right and right to left. The back
  // office is laid out for a desk; its phone layout changes no colour or name, so the desk pass scans it.
  for (const language of ADMIN_LANGUAGES) {
    for (const section of ADMIN_SECTIONS) {
      test(`on /admin${section} in ${language}`, async ({ page, request, isMobile }) => {
        test.skip(isMobile, 'the desk pass scans the back office');
        await signInToBackOffice(page, language);
        await page.goto(`/admin${section === '/' ? '' : section}`);
        await settleAdmin(page);
        const sendFirst = FIRST_RECORD[section];
        // Two screens and possibly a record sent first: more than one screen's time.
        if (ADMIN_RECORDS.has(section)) test.slow();
        if (sendFirst && !(await firstRecord(page, section))) {
          const sent = await sendFirst(request);
          expect(sent.ok(), await sent.text()).toBe(true);
          await page.reload();
          await settleAdmin(page);
        }
        const failures = await seriousViolations(page, `/admin${section} in ${language}`);
        const record = ADMIN_RECORDS.has(section) ? await firstRecord(page, section) : null;
        if (sendFirst) expect(record, `a record on /admin${section}`).not.toBeNull();
        if (record) {
          await page.goto(record);
          await settleAdmin(page);
          // A mail's screen shows the mail in a frame with sandbox="" (no scripts). Axe runs as a
          // script in every frame and cannot enter that one (Chromium refuses it), so the scan
          // leaves the frame out and the frame's name is checked here; the mail inside is checked
          // by its own tests (record-screens.test.tsx shows it sandboxed, the mail tests its language).
          const mail = section === '/mail-outbox';
          failures.push(
            ...(await seriousViolations(page, `${record} in ${language}`, { exclude: mail ? MAIL_FRAME : undefined })),
          );
          if (mail) {
            const frame = page.locator(MAIL_FRAME);
            await expect(frame).toHaveAttribute('sandbox', '');
            const subject = await page.getByRole('heading', { level: 1 }).first().textContent();
            const title = await frame.getAttribute('title');
            expect(title, 'the mail frame is named after the mail').toContain(subject);
            await expect(frame).toHaveAccessibleName(title!);
          }
        }
        expect(failures, 'serious or critical accessibility violations').toEqual([]);
      });
    }
  }
});
