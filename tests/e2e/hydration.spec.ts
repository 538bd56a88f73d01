import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { addToCart, type Print } from './shop-helpers.ts';

/**
 * Pages rendered on the server (ADR 018) are hydrated by the browser in place: the rendered screen
 * is kept, not thrown away and rendered again, and what a visitor does before the code arrives is
 * kept too.
 */

/** Records every heading or picture the page removes from the document while it loads. */
async function watchRemovals(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedWhileLoading: string[] }).removedWhileLoading = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('h1, img') || node.querySelector('h1, img'))) {
            removed.push(node.outerHTML.slice(0, 80));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Holds the storefront's entry back until `release` is called: the visitor sees the server's page only. */
async function holdTheCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The first artwork, exhibition and artist the API lists. */
async function firstOfTheCatalogue(request: APIRequestContext) {
  const artworks = (await (await request.post('/admin/api/product_search', { data: { per_page: 1 } })).json()) as {
    result: { product_slug: string; product_name: string }[];
  };
  const exhibitions = (await (await request.post('/admin/api/exhibitions', { data: {} })).json()) as {
    result: { exhibition_slug: string }[];
  };
  const artists = (await (await request.post('/admin/api/artist_list', { data: {} })).json()) as {
    result: { artist_slug: string }[];
  };
  return { artwork: artworks.result[0]!, exhibition: exhibitions.result[0]!, artist: artists.result[0]! };
}

/** The pages whose content comes from the API and is rendered on the server, besides the four above. */
function contentPages(artistSlug: string) {
  return ['/about', '/services/arts', '/artist', `/artist/${artistSlug}`, '/exhibitions', '/press-release'];
}

test('every page of the gallery arrives rendered with its content, not with a loading state', async ({ request }) => {
  const { artist } = await firstOfTheCatalogue(request);
  const about = (await (await request.post('/admin/api/pages/about-us', { data: {} })).json()) as {
    result: { page_description: string };
  };
  // A few words of the about page's own text, as the visitor reads them.
  const aboutWords = about.result.page_description
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 4)
    .join(' ');
  expect(aboutWords.length).toBeGreaterThan(0);
  for (const path of contentPages(artist.artist_slug)) {
    const html = await (await request.get(path)).text();
    // The rendered screen's own part, between the header and the footer.
    const rendered = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(rendered.length, path).toBeGreaterThan(0);
    expect(rendered, path).not.toContain('Loading...');
    expect(rendered, path).not.toContain('class="spinner');
    if (path === '/about') expect(rendered.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' '), path).toContain(aboutWords);
    else expect(rendered.match(/<article/g)?.length ?? 0, path).toBeGreaterThan(0);
  }
});

test('a server-rendered page is hydrated in place: its headings and pictures are not rendered a second time', async ({
  page,
  request,
}) => {
  // Ten pages, each loaded until it is hydrated.
  test.setTimeout(120_000);
  const { artwork, exhibition, artist } = await firstOfTheCatalogue(request);
  await watchRemovals(page);
  for (const path of [
    '/',
    '/arts',
    `/arts/${artwork.product_slug}`,
    `/exhibitions/${exhibition.exhibition_slug}`,
    ...contentPages(artist.artist_slug),
  ]) {
    // The app asks for the visitor's cart once it runs, that is once it has hydrated the page.
    const appRunning = page.waitForResponse((response) => response.url().includes('/admin/api/cart/list/'));
    await page.goto(path, { waitUntil: 'networkidle' });
    await appRunning;
    expect(
      await page.evaluate(() => (window as unknown as { removedWhileLoading: string[] }).removedWhileLoading),
      path,
    ).toEqual([]);
  }
});

test('what a visitor types and picks before the code arrives is kept once the page is hydrated', async ({
  page,
  isMobile,
}) => {
  const release = await holdTheCode(page);
  await page.goto('/arts', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox').first();
  await search.fill('nun');
  await page.getByLabel('Sort by').selectOption('price_asc');
  // On a phone the language choice lives in the closed menu drawer.
  if (!isMobile) await page.getByLabel('Language').selectOption('de');
  release();
  await expect(page).toHaveURL(/[?&]q=nun(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
  await expect(search).toHaveValue('nun');
  if (!isMobile) await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a button clicked before the code arrives is clicked again once the page is hydrated', async ({
  page,
  request,
}) => {
  const { artwork } = await firstOfTheCatalogue(request);
  const release = await holdTheCode(page);
  await page.goto(`/arts?q=${encodeURIComponent(artwork.product_name)}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: `Quick view: ${artwork.product_name}`, exact: true }).click();
  release();
  await expect(page.getByRole('dialog', { name: artwork.product_name })).toBeVisible();
});

/**
 * A print picked on an artwork page in each project, other than the page's first (white, A3) and
 * bought by no other test. The server's page offers the sizes of its first colour until the app runs:
 * another colour with one of those sizes on wide screens, another colour alone on phones.
 */
const EARLY_PRINT = {
  desktop: { slug: 'lapis-lattice', color: 'black', size: 'A2 · 42 × 59 cm' },
  mobile: { slug: 'lapis-lattice', color: 'brown', size: 'A3 · 30 × 42 cm' },
} as const;

/** Ticks the project's colour and size on the artwork page, rendered or running. */
async function pickThePrint(page: Page, isMobile: boolean) {
  const print = EARLY_PRINT[isMobile ? 'mobile' : 'desktop'];
  await page.getByRole('radio', { name: new RegExp(`^${print.color}$`, 'i') }).check({ force: true });
  await page.getByRole('radio', { name: print.size, exact: true }).check({ force: true });
  return print;
}

/** The colours and sizes of this browser's cart. */
async function linesInCart(page: Page) {
  await expect(page.getByRole('alert').filter({ hasText: 'Added To Cart' }).first()).toBeVisible();
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  const cart = (await (await page.request.get(`/admin/api/cart/list/${sessionId}`)).json()) as {
    result: { product_slug: string; color: string; size: string }[];
  };
  return cart.result.map(({ product_slug, color, size }) => ({ slug: product_slug, color, size }));
}

test('a print picked and added to the cart before the code arrives is the one in the cart', async ({
  page,
  isMobile,
}) => {
  const release = await holdTheCode(page);
  await page.goto(`/arts/${EARLY_PRINT.desktop.slug}`, { waitUntil: 'commit' });
  const print = await pickThePrint(page, isMobile);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  release();
  expect(await linesInCart(page)).toEqual([print]);
});

test('a print picked before the code arrives and added the moment the page is hydrated is the one in the cart', async ({
  page,
  isMobile,
}) => {
  // The tap is the first thing to reach the page once it is hydrated, before the next frame: the
  // moment a visitor's finger lands as the code starts. (The watcher is told right after the task
  // that hydrates the page.)
  await page.addInitScript(() => {
    const watcher = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute('data-hydrating')) return;
      watcher.disconnect();
      const add = [...document.querySelectorAll('#root button')].find((b) => b.textContent?.trim() === 'Add To Cart');
      (add as HTMLButtonElement | undefined)?.click();
    });
    watcher.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrating'] });
  });
  const release = await holdTheCode(page);
  await page.goto(`/arts/${EARLY_PRINT.desktop.slug}`, { waitUntil: 'commit' });
  const print = await pickThePrint(page, isMobile);
  release();
  expect(await linesInCart(page)).toEqual([print]);
});

test('a form sent before the code arrives stays on the page and is sent once the page is hydrated', async ({
  page,
}, testInfo) => {
  const release = await holdTheCode(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  const email = `early.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Salim Al-Harthy');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Sent early');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Is the courtyard open on Fridays?');
  await page.getByRole('button', { name: 'Send message' }).click();
  // The browser did not send it itself: no other address, nothing typed in it.
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message.' })).toBeVisible();
  // Sent by the app with what was typed: the server refuses a message without its fields.
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
});

test('a page asks for its entry and every module it preloads, at low priority, and is hydrated', async ({ page }) => {
  const asked = new Set<string>();
  page.on('request', (r) => {
    if (r.url().includes('/assets/')) asked.add(new URL(r.url()).pathname);
  });
  await page.goto('/arts', { waitUntil: 'networkidle' });
  const preloads = page.locator('link[rel="modulepreload"]');
  const listed = await preloads.evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  expect(listed.length).toBeGreaterThan(2);
  for (const module of listed) expect(asked, module).toContain(module);
  // The server's preloads come behind the stylesheets and the first pictures on a phone's connection
  // (storefront/module-preloads.ts); a part's code loaded later brings its own.
  const served = (await (await page.request.get('/arts')).text()).match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(served.length).toBeGreaterThan(2);
  for (const link of served) expect(link).toContain('fetchpriority="low"');
  await expect(page.locator('html[data-hydrating]')).toHaveCount(1);
});

test('a server-rendered page in another language is hydrated without fetching a translation file first', async ({
  browser,
}) => {
  // The page brings its own words and English's common ones (the fallback i18next loads at its start).
  for (const path of ['/?lng=ar', '/arts?lng=fr', '/exhibitions?lng=de']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/locales/')) fetched.push(pathname);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-hydrating]')).toHaveCount(1);
    expect(fetched, path).toEqual([]);
    await context.close();
  }
});

test('the wishlist and the cart: the page around them comes rendered, and the browser renders them in it', async ({
  page,
  request,
}) => {
  // Made of what this browser keeps, these screens are not rendered on the server; the page around them
  // is, with a page-high placeholder in their place (ADR 018), so a phone paints the header at once.
  for (const path of ['/wishlist', '/cart']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('class="page-fallback"');
    expect(html, path).toContain('class="site-header');
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { artwork } = await firstOfTheCatalogue(request);
  await page.goto(`/arts/${artwork.product_slug}`);
  await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
  await expect(page.getByRole('button', { name: 'In your wishlist' }).first()).toBeVisible();
  // The header, rendered with no list, counts this browser's once hydrated.
  await page.goto('/');
  await expect(page.locator('.site-header__actions a[href="/wishlist"]')).toHaveAttribute('aria-label', 'Wishlist (1)');
  // Loaded afresh: the list is this browser's, rendered as the page is hydrated.
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText(artwork.product_name);
  await expect(page.locator('.page-fallback')).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the login comes rendered with its form, and a customer who logs in before the code arrives is logged in', async ({
  page,
  request,
}, testInfo) => {
  const email = `early.login.${testInfo.project.name}.${Date.now()}@example.om`;
  const password = 'Mutrah-Corniche-2031';
  const registered = await request.post('/admin/api/user/register', {
    data: { first_name: 'Nasser', last_name: 'Al Habsi', email, password },
  });
  expect(registered.status()).toBe(200);
  // Every visitor's form, rendered on the server: no placeholder for the browser to fill.
  const html = await (await request.get('/login-register')).text();
  expect(html).not.toContain('class="page-fallback"');
  expect(html).toContain('<h1 class="page-header__title">Login</h1>');

  await watchRemovals(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const release = await holdTheCode(page);
  await page.goto('/login-register?redirect=%2Fmy-account', { waitUntil: 'commit' });
  // Before any code has run: where the visitor is, why, and the form itself.
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByText('Please log in to see your account.')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The browser did not send the form itself: the password is in no address.
  expect(new URL(page.url()).search).toBe('?redirect=%2Fmy-account');
  release();
  // The app sends what was typed, and the customer goes on to the account.
  await expect(page).toHaveURL('/my-account');
  await expect(page.getByText('Welcome back, Nasser.')).toBeVisible();
  expect(errors).toEqual([]);

  // Logged in, the server's login page is left for the account as soon as it is hydrated.
  await page.goto('/login-register');
  await expect(page).toHaveURL('/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText('Welcome back, Nasser.')).toBeVisible();
});

test('the cart, checkout, account, wishlist and compare arrive with their heading, kept as the browser renders the rest', async ({
  page,
  request,
}) => {
  const headings: Record<string, string> = {
    '/cart': 'Cart',
    '/checkout': 'Checkout',
    '/my-account': 'My account',
    '/wishlist': 'Wishlist',
    '/compare': 'Compare',
  };
  for (const [path, heading] of Object.entries(headings)) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<h1 class="page-header__title">${heading}</h1>`);
    // Only the heading is everyone's: the body is this browser's, a placeholder until it renders it.
    expect(html, path).toContain('class="page-fallback"');
  }
  await watchRemovals(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const release = await holdTheCode(page);
  await page.goto('/checkout', { waitUntil: 'commit' });
  // Before any code has run, the visitor already sees where they are.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  release();
  await expect(page.getByText('No items added to cart')).toBeVisible();
  await expect(page.locator('.page-fallback')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Hydrated in place: the rendered heading was kept, not removed and rendered again.
  expect(
    await page.evaluate(() => (window as unknown as { removedWhileLoading: string[] }).removedWhileLoading),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test("a page downloads only the headings' web font: body text, Arabic too, is set in the system's own face", async ({
  page,
  request,
  isMobile,
}) => {
  const { artwork } = await firstOfTheCatalogue(request);
  // An Arabic web font would be about 200 KB, downloaded beside the first screen's pictures.
  for (const path of ['/', `/arts/${artwork.product_slug}`, '/?lng=ar', `/arts/${artwork.product_slug}?lng=ar`]) {
    const fonts: string[] = [];
    const record = (r: { url(): string; resourceType(): string }) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
    };
    page.on('request', record);
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    page.off('request', record);
    // ADR 006: a body web font cost a first visit its bytes and a second layout of every line.
    expect(fonts.length, path).toBeGreaterThan(0);
    // Beside it, only the rial sign's own face (U+FDFC alone, 904 bytes), and only where the sign is
    // rendered: a desktop's top bar lists the currencies, a phone's page in euros has none.
    expect(
      fonts.filter((file) => !/\/cormorant-garamond-/.test(file) && (isMobile || !/\/rial-sign-/.test(file))),
      path,
    ).toEqual([]);
    const body = await page.evaluate(
      () => getComputedStyle(document.querySelector('main p') ?? document.body).fontFamily,
    );
    // The system's faces only: the rial sign's face is named where the sign is rendered (tokens.css), as a
    // web font in the body's stack had every line laid out again when the display face arrived.
    expect(body, path).toMatch(/^-apple-system, BlinkMacSystemFont/);
    expect(body, path).not.toMatch(/Rial Sign|Cormorant/);
    if (path.endsWith('lng=ar')) await expect(page.locator('html'), path).toHaveAttribute('dir', 'rtl');
  }
});
test("the back office's libraries and entry are compiled while they download too", async ({ request }) => {
  const html = await (await request.get('/admin/login')).text();
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  const framework = /<link rel="modulepreload"[^>]* href="(\/assets\/framework-[^"]+)"/.exec(html)?.[1];
  expect(entry).toMatch(/^\/assets\/admin-/);
  expect(framework).toMatch(/^\/assets\/framework-/);
  for (const file of [entry, framework]) {
    expect((await (await request.get(file!)).text()).slice(0, 40)).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  }
});

test('a page scrolled before the code arrives stays where the visitor scrolled it once hydrated', async ({ page }) => {
  const release = await holdTheCode(page);
  await page.goto('/arts', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 600));
  const appRunning = page.waitForResponse((response) => response.url().includes('/admin/api/cart/list/'));
  release();
  await appRunning;
  // The menu reveals its current item again once the web fonts are in.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
});

/**
 * Holds back, from the moment the page is hydrated, the timers it sets with no delay, for `ms`:
 * the parts hydrated after the first screen (`SelectiveHydration`, lib/hydration.tsx) wait all that time, unless the
 * visitor's first touch hydrates them.
 */
async function delaySelectiveHydration(page: Page, ms: number) {
  await page.addInitScript((hold) => {
    const state = window as unknown as { partsHeldUntil?: number };
    const setTimeoutNow = window.setTimeout.bind(window);
    new MutationObserver(() => {
      if (document.documentElement.hasAttribute('data-hydrating')) state.partsHeldUntil ??= Date.now() + hold;
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrating'] });
    window.setTimeout = ((handler: () => void, delay?: number, ...rest: unknown[]) => {
      const until = state.partsHeldUntil;
      const held = until !== undefined && !delay && Date.now() < until;
      return setTimeoutNow(handler, held ? until - Date.now() : delay, ...rest);
    }) as typeof window.setTimeout;
  }, ms);
}

/** Whether the parts hydrated later are still held back (the test ran while they waited). */
const stillHeld = (page: Page) =>
  page.evaluate(() => Date.now() < ((window as unknown as { partsHeldUntil?: number }).partsHeldUntil ?? 0));

test('a part below the first screen that is still waiting to be hydrated answers the click that touches it', async ({
  page,
}) => {
  await delaySelectiveHydration(page, 20_000);
  await page.goto('/', { waitUntil: 'commit' });
  // The home page's artworks are a section below the hero, hydrated later.
  const quickView = page
    .locator('.selective-hydration')
    .getByRole('button', { name: /^Quick view: / })
    .first();
  const name = (await quickView.getAttribute('aria-label'))!.replace(/^Quick view: /, '');
  // The rendered heading and picture of that section, and the rendered footer.
  const rendered = await Promise.all(
    [
      page.locator('.selective-hydration h2').first(),
      page.locator('.selective-hydration img').first(),
      page.locator('footer').first(),
    ].map((locator) => locator.elementHandle()),
  );
  await page.locator('html[data-hydrating]').waitFor({ state: 'attached' });
  await quickView.click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  expect(await stillHeld(page), 'clicked while the part waited').toBe(true);
  // Hydrated in place: the same elements, not rendered a second time.
  for (const element of rendered) expect(await element!.evaluate((node) => node.isConnected)).toBe(true);
});

test("an artwork's purchase panel, still waiting to be hydrated, puts the work in the cart", async ({
  page,
  request,
  isMobile,
}) => {
  // A work sold as itself (no colours or sizes to choose first) and still for sale.
  const found = (await (
    await request.post('/admin/api/product_search', { data: { per_page: 48, availability: 'available' } })
  ).json()) as { result: { product_slug: string; product_name: string; stock: number }[] };
  let work: { product_slug: string; product_name: string } | undefined;
  for (const candidate of found.result) {
    const detail = (await (await request.post(`/admin/api/product_id/${candidate.product_slug}`)).json()) as {
      result: { variation: unknown[]; stock: number };
    };
    if (detail.result.variation.length === 0 && detail.result.stock > 0) {
      work = candidate;
      break;
    }
  }
  expect(work, 'a work for sale without options').toBeDefined();
  // Held for a few seconds only: the hold delays every zero-delay timer, the effects that show the
  // toast and the cart's new count among them.
  await delaySelectiveHydration(page, 8_000);
  await page.goto(`/arts/${work!.product_slug}`, { waitUntil: 'commit' });
  await page.locator('html[data-hydrating]').waitFor({ state: 'attached' });
  const add = page.locator('.selective-hydration').getByRole('button', { name: 'Add To Cart' });
  await add.click();
  expect(await stillHeld(page), 'clicked while the panel waited').toBe(true);
  await expect(page.getByRole('alert').filter({ hasText: 'Added To Cart' }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole(isMobile ? 'link' : 'button', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a link in the footer, still waiting to be hydrated, leads on inside the app', async ({ page }) => {
  await delaySelectiveHydration(page, 20_000);
  await page.goto('/', { waitUntil: 'commit' });
  await page.locator('html[data-hydrating]').waitFor({ state: 'attached' });
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // Not hydrated, the link would load a new document; hydrated by the touch, the app's router follows it.
  await page.locator('footer').getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await stillHeld(page), 'clicked while the footer waited').toBe(true);
});

test('the header, still waiting to be hydrated, opens its menu at the first touch', async ({ page, isMobile }) => {
  await delaySelectiveHydration(page, 20_000);
  await page.goto('/arts', { waitUntil: 'commit' });
  await page.locator('html[data-hydrating]').waitFor({ state: 'attached' });
  // The header's four regions are parts of their own, hydrated after the screen's first pass.
  await expect(page.locator('header.site-header .site-header__row > .selective-hydration')).toHaveCount(4);
  // The phone's menu drawer; on a wide screen, the account's menu.
  await page.getByRole('button', { name: isMobile ? 'Open the menu' : 'Account' }).click();
  if (isMobile) await expect(page.getByRole('dialog').getByRole('link', { name: 'Exhibitions' })).toBeVisible();
  else await expect(page.locator('.menu-panel').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await stillHeld(page), 'touched while the header waited').toBe(true);
});

test("the visitor's own cart shows in the header of a server-rendered page once it is hydrated", async ({
  page,
  request,
  isMobile,
}) => {
  // A print in stock, put in this browser's cart through the API (no order is placed).
  const answer = await request.post('/admin/api/product_search', { data: { per_page: 100 } });
  const prints = ((await answer.json()) as { result: Print[] }).result;
  const line = prints
    .flatMap((print) =>
      print.variation.flatMap((v) =>
        v.size.filter((s) => s.stock > 0).map((s) => ({ id: print.id, color: v.color, size: s.name })),
      ),
    )
    .at(0);
  expect(line, 'the seed has a print in stock').toBeDefined();
  await page.goto('/arts');
  await addToCart(page, line!);
  // The server renders every page with an empty cart: the header is hydrated, then shows this one.
  await page.goto('/', { waitUntil: 'networkidle' });
  // The header's cart: a dropdown on wide screens, a link with the count on small ones.
  const cart = page.locator('header').getByRole(isMobile ? 'link' : 'button', { name: 'Cart, 1 item' });
  await expect(cart).toBeVisible();
});

test('a server-rendered page keeps its title and description while it is hydrated', async ({ page, request }) => {
  // Every change to the head is checked as it happens: the tab must never be left without a title.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headsSeen: string[] }).headsSeen = seen;
    const look = () =>
      seen.push(
        `${document.head.querySelectorAll('title').length} title, ` +
          `${document.head.querySelectorAll('meta[name="description"]').length} description`,
      );
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const { artwork } = await firstOfTheCatalogue(request);
  await page.goto(`/arts/${artwork.product_slug}`);
  await page.locator('html[data-hydrating]').waitFor({ state: 'attached' });
  await expect(page).toHaveTitle(`${artwork.product_name} | Bait Al Fann`);
  const heads = await page.evaluate(() => (window as unknown as { headsSeen: string[] }).headsSeen);
  // Once the head is parsed, every later look finds exactly one of each.
  const parsed = heads.indexOf('1 title, 1 description');
  expect(parsed).toBeGreaterThanOrEqual(0);
  expect(new Set(heads.slice(parsed))).toEqual(new Set(['1 title, 1 description']));
});
