import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/**
 * The tag filter of /arts kept in the URL, the artwork page's share, wishlist and compare buttons,
 * and back-office content shown in the visitor's language.
 */

const OWNER = { email: 'owner@baitalfann.om', password: 'gallery-owner-2026' };

interface Artwork {
  id: number;
  product_slug: string;
  product_name: string;
  artist: { full_name: string } | null;
}
interface Facet {
  slug: string;
  name: string;
  count: number;
}

/** Only the seeded works: other tests add artworks of their own while these run. */
async function seededWorks(request: APIRequestContext, body: Record<string, unknown> = {}): Promise<Artwork[]> {
  const answer = await request.post('/admin/api/product_search', { data: { per_page: 100, ...body } });
  return ((await answer.json()) as { result: Artwork[] }).result.filter(
    (a) => a.artist !== null && !/\s[a-z0-9]{8,}$/.test(a.product_name),
  );
}

/** Runs `work` while no other test (desktop or mobile, in another worker) holds `name`. */
async function exclusively(name: string, work: () => Promise<void>) {
  const lock = path.resolve('test-results', `.lock-${name}-${process.env.E2E_PORT ?? '3100'}`);
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  await expect
    .poll(
      () => {
        try {
          fs.mkdirSync(lock);
          return true;
        } catch {
          const stale = fs.existsSync(lock) && Date.now() - fs.statSync(lock).mtimeMs > 60_000;
          if (stale) fs.rmSync(lock, { recursive: true, force: true });
          return false;
        }
      },
      { timeout: 40_000, intervals: [250] },
    )
    .toBe(true);
  try {
    await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

test('filtering the artworks by a tag is kept in the address and survives a reload', async ({ page, request }) => {
  const facets = (await (await request.get('/admin/api/product_filter')).json()) as { result: { tags: Facet[] } };
  const tag = facets.result.tags.find((t) => t.count > 0 && t.count < 20)!;
  expect(tag, 'a seeded tag').toBeDefined();

  await page.goto('/arts');
  await expect(page.getByRole('heading', { level: 1, name: 'Artworks' })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  if (await sidebar.isVisible()) {
    // The box follows the address, which changes a moment after the click: wait for it to be ticked.
    const box = sidebar.getByRole('group', { name: 'Tag' }).getByRole('checkbox', { name: new RegExp(tag.name) });
    await box.click();
    await expect(box).toBeChecked();
  } else {
    // On a phone the filters are in a drawer.
    await page
      .getByRole('button', { name: /^Filters/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    await drawer
      .getByRole('group', { name: 'Tag' })
      .getByRole('checkbox', { name: new RegExp(tag.name) })
      .click();
    await page.keyboard.press('Escape');
  }
  await expect(page).toHaveURL(new RegExp(`[?&]tag=${tag.slug}(&|$)`));
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByText(tag.name, { exact: true })).toBeVisible();
  const tagged = await seededWorks(request, { tag: [tag.slug] });
  const results = page.getByRole('region', { name: 'Results' }).or(page.locator('main'));
  await expect(results.getByRole('link', { name: tagged[0]!.product_name, exact: true }).first()).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`[?&]tag=${tag.slug}(&|$)`));
  await expect(chips.getByText(tag.name, { exact: true })).toBeVisible();
  await expect(results.getByRole('link', { name: tagged[0]!.product_name, exact: true }).first()).toBeVisible();
});

test('the artwork page shares its public address and keeps the work in the wishlist', async ({ page, request }) => {
  const [artwork] = await seededWorks(request);
  await page.goto(`/product/${artwork!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(artwork!.product_name);

  const share = page.getByRole('list', { name: 'Share' });
  const publicUrl = encodeURIComponent(new URL(`/arts/${artwork!.product_slug}`, page.url()).toString());
  await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${publicUrl}`,
  );
  for (const name of ['Share on WhatsApp', 'Share on X (Twitter)', 'Share on Pinterest', 'Share by e-mail']) {
    const link = share.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', new RegExp(publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }

  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText('Added To wishlist')).toBeVisible();
  await expect(page.getByRole('button', { name: 'In your wishlist' })).toBeDisabled();
  await page.goto('/wishlist');
  await expect(
    page.locator('main').getByRole('link', { name: artwork!.product_name, exact: true }).first(),
  ).toBeVisible();
});

test('a French title written in the back office shows in French, and English stays English', async ({
  page,
  isMobile,
}) => {
  const api = page.request;
  const signIn = await api.post('/admin/api/manage/session', { data: OWNER });
  expect(signIn.status(), await signIn.text()).toBe(200);

  await exclusively('about-translation', async () => {
    const before = (await (await api.get('/admin/api/manage/translations/page/about-us')).json()) as {
      result: { fields: { name: string; english: string }[]; values: { fr: Record<string, string> } };
    };
    const english = before.result.fields.find((f) => f.name === 'page_name')!.english;
    const french = `À propos de la galerie ${Date.now().toString(36)}`;
    const saved = await api.put('/admin/api/manage/translations/page/about-us', {
      data: { fr: { ...before.result.values.fr, page_name: french } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    try {
      await page.goto('/about?lng=fr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(french);

      // Switching language in the top bar shows the English title without a reload.
      if (isMobile) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByLabel('Langue').filter({ visible: true }).selectOption('en');
      if (isMobile) await page.keyboard.press('Escape');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(english);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    } finally {
      await api.put('/admin/api/manage/translations/page/about-us', { data: { fr: before.result.values.fr } });
    }
  });
});
