import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/** The head tags of a page as the server sends it (before any script runs). */
async function serverHead(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
  const meta = (key: string) => all(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'));
  return {
    status: response.status(),
    html,
    titles: all(/<title[^>]*>([^<]*)<\/title>/g),
    canonical: all(/<link rel="canonical" href="([^"]*)"/g),
    meta,
  };
}

async function firstOf<T>(request: APIRequestContext, path: string, data: object = {}): Promise<T> {
  const answer = await request.post(path, { data });
  expect(answer.ok(), path).toBe(true);
  const body = (await answer.json()) as { result: T[] };
  return body.result[0]!;
}

/** What the browser's document holds once the app has rendered the page. */
async function documentHead(page: Page) {
  return page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    title: document.title,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content')),
    ogTitles: document.querySelectorAll('meta[property="og:title"]').length,
  }));
}

test.describe('sharing and search engines', () => {
  test('an artwork page arrives with its title, description, canonical address and link-preview tags', async ({
    request,
    baseURL,
  }) => {
    const artwork = await firstOf<{ id: number; product_slug: string; product_name: string; shortDescription: string }>(
      request,
      '/admin/api/product_search',
      { per_page: 1 },
    );
    for (const path of [`/arts/${artwork.product_slug}`, `/product/${artwork.id}`]) {
      const head = await serverHead(request, path);
      expect(head.status, path).toBe(200);
      expect(head.titles, path).toHaveLength(1);
      expect(head.titles[0]).toMatch(/ \| Bait Al Fann$/);
      expect(head.meta('description')).toHaveLength(1);
      expect(head.canonical).toEqual([`${baseURL}/arts/${artwork.product_slug}`]);
      expect(head.meta('og:title')).toEqual(head.titles);
      expect(head.meta('og:description')).toEqual(head.meta('description'));
      expect(head.meta('og:type')).toEqual(['product']);
      expect(head.meta('og:url')).toEqual(head.canonical);
      expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
      const [image] = head.meta('og:image');
      expect(image).toMatch(new RegExp(`^${baseURL}/media/`));
      const picture = await request.get(image!);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toMatch(/^image\//);
    }
  });

  test('artist and exhibition pages carry their own head', async ({ request, baseURL }) => {
    const artist = await firstOf<{ artist_slug: string; first_name: string; last_name: string }>(
      request,
      '/admin/api/artist_list',
    );
    for (const path of [`/artist/${artist.artist_slug}`, `/artists/${artist.artist_slug}`]) {
      const head = await serverHead(request, path);
      expect(head.status).toBe(200);
      expect(head.titles).toEqual([`${`${artist.first_name} ${artist.last_name}`.trim()} | Bait Al Fann`]);
      expect(head.canonical).toEqual([`${baseURL}/artist/${artist.artist_slug}`]);
      expect(head.meta('og:image')[0]).toMatch(new RegExp(`^${baseURL}/`));
    }
    const exhibition = await firstOf<{
      exhibition_slug: string;
      exhibition_title: string;
      exhibition_short_description: string;
    }>(request, '/admin/api/exhibitions');
    const head = await serverHead(request, `/exhibitions/${exhibition.exhibition_slug}`);
    expect(head.status).toBe(200);
    expect(head.titles).toEqual([`${exhibition.exhibition_title} | Bait Al Fann`]);
    expect(head.canonical).toEqual([`${baseURL}/exhibitions/${exhibition.exhibition_slug}`]);
    expect(head.meta('og:type')).toEqual(['article']);
    // Its own words and picture, as docs/product.md#screens has it: the title and the short description.
    expect(head.meta('description')).toEqual([exhibition.exhibition_short_description]);
    expect(head.meta('og:description')).toEqual(head.meta('description'));
    const [image] = head.meta('og:image');
    expect(image).toMatch(new RegExp(`^${baseURL}/media/`));
    expect((await request.get(image!)).status()).toBe(200);
  });

  test('list and content pages arrive with the title and description their screen gives itself', async ({
    request,
  }) => {
    const titles: Record<string, RegExp> = {
      '/': /^.+ \| Bait Al Fann$/,
      '/about': /^About Us \| Bait Al Fann$/,
      '/arts': /^Artworks \| Bait Al Fann$/,
      '/contact': /^Contact \| Bait Al Fann$/,
      '/cart': /^Cart \| Bait Al Fann$/,
    };
    for (const [path, title] of Object.entries(titles)) {
      const head = await serverHead(request, path);
      expect(head.status, path).toBe(200);
      expect(head.titles, path).toHaveLength(1);
      expect(head.titles[0], path).toMatch(title);
      // Link previews, which run no script, show the same.
      expect(head.meta('og:title'), path).toEqual(head.titles);
      expect(head.meta('description'), path).toHaveLength(1);
      expect(head.meta('robots'), path).toEqual([]);
    }
    // The artworks' own words describe the list, not the site's default line.
    const home = await serverHead(request, '/');
    expect((await serverHead(request, '/arts')).meta('description')).not.toEqual(home.meta('description'));
  });

  test('an unknown artwork answers 404 with noindex, and the app shows its not-found state', async ({
    page,
    request,
    pageErrors,
  }) => {
    const head = await serverHead(request, '/arts/no-such-artwork-here');
    expect(head.status).toBe(404);
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.canonical).toEqual([]);
    expect((await serverHead(request, '/artist/nobody-by-that-name')).status).toBe(404);
    expect((await serverHead(request, '/exhibitions/never-held')).status).toBe(404);

    // The server renders the screen's not-found state, with its own title, and the browser hydrates it
    // as it is: it does not ask for the work again.
    expect(head.titles).toEqual(['We could not find this artwork | Bait Al Fann']);
    expect(head.html).toContain('We could not find this artwork');
    const response = await page.goto('/arts/no-such-artwork-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('We could not find this artwork')).toBeVisible();
    expect(pageErrors.filter((e) => e.endsWith('/admin/api/product_id/no-such-artwork-here'))).toEqual([]);

    const unknownPage = await page.goto('/no-such-page-at-all');
    expect(unknownPage?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('the page in the browser has one title and one description, also after moving on', async ({ page, request }) => {
    const artwork = await firstOf<{ product_slug: string; product_name: string }>(
      request,
      '/admin/api/product_search',
      { per_page: 1 },
    );
    await page.goto(`/arts/${artwork.product_slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(artwork.product_name);
    await expect(page).toHaveTitle(`${artwork.product_name} | Bait Al Fann`);
    let head = await documentHead(page);
    expect(head.titles).toBe(1);
    expect(head.descriptions).toHaveLength(1);
    expect(head.ogTitles).toBeLessThanOrEqual(1);

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Artworks' }).click();
    await expect(page).toHaveTitle('Artworks | Bait Al Fann');
    head = await documentHead(page);
    expect(head.titles).toBe(1);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]).not.toBe('');
  });

  test('the sitemap lists the pages and every published artwork, artist and exhibition', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[\d:]+Z<\/lastmod>/g)].map(
      (m) => m[1]!,
    );
    expect(locs.length).toBe((xml.match(/<url>/g) ?? []).length);
    expect(locs).toContain(`${baseURL}/`);
    expect(locs).toContain(`${baseURL}/arts`);

    const search = await (await request.post('/admin/api/product_search', { data: { per_page: 100 } })).json();
    expect(locs.filter((l) => l.startsWith(`${baseURL}/arts/`))).toHaveLength(search.total);
    const artists = (await (await request.post('/admin/api/artist_list', { data: {} })).json()).result as {
      artist_slug: string;
    }[];
    for (const artist of artists) expect(locs).toContain(`${baseURL}/artist/${artist.artist_slug}`);
    const exhibitions = (await (await request.post('/admin/api/exhibitions', { data: {} })).json()).result as {
      exhibition_slug: string;
    }[];
    for (const exhibition of exhibitions)
      expect(locs).toContain(`${baseURL}/exhibitions/${exhibition.exhibition_slug}`);
  });

  test('robots.txt keeps crawlers out of the back office and private pages and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /checkout',
        'Disallow: /cart',
        'Disallow: /my-account',
        `Sitemap: ${baseURL}/sitemap.xml`,
      ]),
    );
  });
});
