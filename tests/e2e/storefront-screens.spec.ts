import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/**
 * The screens of docs/product.md#screens that the other files pass through without looking: the home page's
 * sections, the newsletter box, the service pages, the artwork page's full-screen view, artist block
 * and trail of viewed works, the artworks list's sort, view and pages in the address, and every
 * public screen at a tablet's width.
 */

interface Artwork {
  id: number;
  product_slug: string;
  product_name: string;
  artist: { full_name: string; artist_slug: string } | null;
  image_set: unknown[];
}

/** Seeded works only (other tests add lone artworks of their own while these run). */
async function seededWorks(request: APIRequestContext): Promise<Artwork[]> {
  const answer = await request.post('/admin/api/product_search', { data: { per_page: 60 } });
  return ((await answer.json()) as { result: Artwork[] }).result.filter(
    (a) => a.artist !== null && !/\s[a-z0-9]{8,}$/.test(a.product_name),
  );
}

const section = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) });

for (const path of ['/', '/home-fashion']) {
  test(`the home page at ${path} shows the gallery's sections from POST /home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Art from Oman and the Gulf' })).toBeVisible();
    // Each section as the back office arranged it, each with its own content.
    await expect(section(page, 'Featured artworks').locator('a[href^="/arts/"]').first()).toBeVisible();
    await expect(section(page, 'Exhibitions').locator('a[href^="/exhibitions/"]').first()).toBeAttached();
    await expect(section(page, 'New arrivals').locator('a[href^="/arts/"]').first()).toBeAttached();
    await expect(section(page, 'Our artists').locator('a[href^="/artist/"]').first()).toBeAttached();
    await expect(section(page, 'In the press').locator('a[href$=".pdf"]').first()).toBeAttached();
    await expect(section(page, 'Join our newsletter').getByRole('button', { name: 'Subscribe' })).toBeAttached();
  });
}

test('the newsletter takes an address only with an @, then thanks the visitor in green, in their language', async ({
  page,
}) => {
  await page.goto('/');
  const box = section(page, 'Join our newsletter');
  const field = box.getByLabel('Your e-mail address');
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/admin/api/newsletter')) posted.push(request.postData() ?? '');
  });
  await field.fill('collector.example.om');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toBeEmpty();
  expect(posted).toEqual([]);

  const address = `collector-${Date.now()}-${test.info().project.name}@example.om`;
  await field.fill(address);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  const thanks = box.getByRole('status').getByText('Thank you! You are on the list.');
  await expect(thanks).toBeVisible();
  expect(await thanks.evaluate((node) => getComputedStyle(node).color)).toMatch(/^rgb\(\d+, 1[0-9]{2}, \d+\)$/);
  expect(posted).toEqual([JSON.stringify({ EMAIL: address })]);

  // Signing up twice is harmless, and said in French on a French page.
  await page.goto('/?lng=fr');
  const again = section(page, 'Notre lettre d’information');
  await again.getByLabel('Votre adresse e-mail').fill(address);
  await again.getByRole('button', { name: "S'abonner" }).click();
  // The button's spinner is a status too while the request runs: the outcome is the one that says it.
  await expect(again.getByRole('status').filter({ hasText: 'Vous êtes déjà inscrit.' })).toBeVisible();
});

const SERVICES = [
  { path: '/services/arts', title: 'Artwork' },
  { path: '/services/exhibition', title: 'Exhibition' },
  { path: '/services/solo-exhibition', title: 'Solo Exhibition' },
];

for (const service of SERVICES) {
  test(`${service.path} is titled ${service.title}, with its breadcrumb and a grid of cards`, async ({ page }) => {
    await page.goto(service.path);
    await expect(page.getByRole('heading', { level: 1, name: service.title, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${service.title} \\| `));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText(service.title, { exact: true })).toHaveAttribute('aria-current', 'page');
    const cards = page.locator('main article');
    await expect(cards.nth(1)).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading')).not.toBeEmpty();
      // The picture illustrates the card's heading: decorative, with an empty alt.
      await expect(card.locator('img')).toHaveAttribute('alt', '');
      await expect(card.getByRole('link').first()).toHaveAttribute('href', /^\//);
    }
  });
}

test('the artwork page opens its pictures full screen with zoom, introduces the artist and remembers the visit', async ({
  page,
  request,
}) => {
  const works = (await seededWorks(request)).filter((a) => a.image_set.length > 1);
  const [first, second] = works;
  await page.goto(`/arts/${first!.product_slug}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(first!.product_name) })).toBeVisible();

  await page
    .getByRole('button', { name: /^Open full-screen view/ })
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: 'Full-screen view' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
  await viewer.getByRole('button', { name: 'Next image' }).click();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // The page's own gallery follows the picture last seen full screen.
  await expect(page.getByText(/^Image 2 of \d+$/).first()).toBeVisible();

  const artist = page.getByRole('region', { name: 'About the artist' });
  await expect(artist.getByRole('link', { name: first!.artist!.full_name, exact: true })).toHaveAttribute(
    'href',
    `/artist/${first!.artist!.artist_slug}`,
  );
  await expect(artist.getByRole('img', { name: `Portrait of ${first!.artist!.full_name}` })).toBeVisible();

  // The next artwork page offers the first one back, and the trail survives a reload.
  await page.goto(`/arts/${second!.product_slug}`);
  const recent = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Recently viewed' }) });
  await expect(recent.locator(`a[href="/arts/${first!.product_slug}"]`).first()).toBeVisible();
  await page.reload();
  await expect(recent.locator(`a[href="/arts/${first!.product_slug}"]`).first()).toBeVisible();
  await expect(recent.locator(`a[href="/arts/${second!.product_slug}"]`)).toHaveCount(0);
});

test('the artworks list keeps its sort, view and page in the address, and a reload shows the same', async ({
  page,
  isMobile,
}) => {
  await page.goto('/arts');
  const cards = page.locator('main').getByRole('list').first().locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByLabel('Sort by').filter({ visible: true }).selectOption('name');
  if (isMobile) {
    await page.getByRole('button', { name: /^Show \d+ artworks?$|^Show artworks$/ }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await expect(page).toHaveURL(/[?&]sort=name/);
  await page.getByRole('button', { name: 'List view' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/[?&]view=list/);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(/[?&]sort=name/);

  const titles = () =>
    page
      .locator('main h2, main h3')
      .filter({ visible: true })
      .evaluateAll((nodes) => nodes.map((n) => n.textContent?.trim() ?? '').filter(Boolean));
  // While page 2 loads, the list holds placeholder items without titles: wait for a work's title.
  await expect(page.locator('main article').getByRole('heading').first()).toBeVisible();
  const before = await titles();
  expect(before.length).toBeGreaterThan(2);
  expect([...before].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(before);

  await page.reload();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'List view' }).filter({ visible: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(titles).toEqual(before);
});

test.describe('at a tablet width (768 px)', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('no public screen is wider than the window', async ({ page, request, isMobile }) => {
    test.skip(isMobile, 'one width is enough: the phone project already runs every screen at 390 px');
    test.setTimeout(120_000);
    const [work] = await seededWorks(request);
    const screens = [
      '/',
      '/about',
      '/arts',
      `/arts/${work!.product_slug}`,
      '/artist',
      `/artist/${work!.artist!.artist_slug}`,
      '/exhibitions',
      '/press-release',
      '/contact',
      '/services/arts',
      '/cart',
      '/login-register',
      '/wishlist',
      '/compare',
    ];
    for (const screen of screens) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${screen} overflows sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
});

test('a screen rendered in the browser uses every file its page asked for early', async ({ context }) => {
  // React Router names a screen's modules in <link rel="modulepreload">, the root its pictures; Chromium
  // warns, three seconds after the load, of each one the page never used: a download for nothing.
  const screens = ['/wishlist', '/compare', '/cart', '/checkout', '/login-register', '/my-account'];
  const unused: string[] = [];
  await Promise.all(
    screens.map(async (path) => {
      const page = await context.newPage();
      page.on('console', (message) => {
        if (/preloaded using link preload but not used/.test(message.text())) unused.push(`${path}: ${message.text()}`);
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('load');
      await page.waitForTimeout(4_000);
    }),
  );
  expect(unused).toEqual([]);
});
