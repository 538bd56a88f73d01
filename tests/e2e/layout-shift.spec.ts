import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/**
 * Cumulative Layout Shift as browsers report it: the layout shifts without recent input, grouped in
 * session windows (gaps under 1 s, at most 5 s long); the score is the worst window. Google's "good" is < 0.1.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; time: number }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, time: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits until the page has settled (data, pictures and fonts in), then scores its shifts. */
async function layoutShiftScore(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('footer')).not.toContainText('Loading...');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const visible = [...document.images].filter(
      (img) => img.getBoundingClientRect().top < window.innerHeight && img.loading !== 'lazy',
    );
    await Promise.all(visible.map((img) => (img.complete ? null : img.decode().catch(() => null))));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return page.evaluate(() => {
    const shifts = (window as unknown as { __shifts: { value: number; time: number }[] }).__shifts;
    let worst = 0;
    let current = 0;
    let start = 0;
    let last = -Infinity;
    for (const shift of shifts) {
      if (shift.time - last > 1000 || shift.time - start > 5000) {
        current = 0;
        start = shift.time;
      }
      current += shift.value;
      last = shift.time;
      worst = Math.max(worst, current);
    }
    return worst;
  });
}

/** A seeded artist's work: other tests add artworks of their own meanwhile, some still without pictures. */
async function anArtworkPath(request: APIRequestContext) {
  const artistSlug = (await (await request.post('/admin/api/artist_list')).json()).result[0].artist_slug as string;
  const answer = await request.post('/admin/api/product_search', { data: { per_page: 1, artist_slug: artistSlug } });
  return `/arts/${(await answer.json()).result[0].product_slug}`;
}

test.describe('layout shift (CLS) while a screen, its words and its data arrive', () => {
  for (const screen of ['/', '/arts', 'an artwork page']) {
    test(`stays under 0.1 on ${screen}`, async ({ page, request }) => {
      const path = screen === 'an artwork page' ? await anArtworkPath(request) : screen;
      await watchLayoutShifts(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const score = await layoutShiftScore(page);
      expect(score, `CLS on ${path}`).toBeLessThan(0.1);
    });
  }
});
