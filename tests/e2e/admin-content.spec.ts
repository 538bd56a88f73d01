import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { sections } from '../../src/web/admin/lib/sections.ts';
import { dropExpectedRefusal, test, expect } from './fixtures.ts';

/**
 * The back office's content screens against the real server: staff create and publish an artwork
 * with images, write the About page, and the storefront shows both at once; editors do not reach
 * the owner's screens; a script typed into rich text never runs on the storefront.
 */

const OWNER = { email: 'owner@baitalfann.om', password: 'gallery-owner-2026' };
const EDITOR = { email: 'editor@baitalfann.om', password: 'gallery-editor-2026' };

/** A name no other test run uses (desktop and mobile run side by side on one server). */
const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** The navigation is a drawer on a phone: open it first there. */
async function openNav(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('navigation', { name: 'Back office' });
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A small solid-colour PNG, made here so the test needs no fixture files. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Drops a file on an element the way a browser does when one is dragged in from the desktop. */
async function dropFile(page: Page, selector: string, name: string, data: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ name: fileName, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], fileName, { type: 'image/png' }));
      return transfer;
    },
    { name, bytes: [...data] },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await page.dispatchEvent(selector, type, { dataTransfer });
  }
}

/**
 * Runs `work` while no other test (in another worker) holds `name`: desktop and mobile both edit
 * the one About page, and each must see its own text.
 */
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
          // A lock left by a run that was killed is released after a minute.
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

test('staff create an artwork with two images, publish it, and the storefront shows it', async ({ page }) => {
  const name = unique('Dunes at Dusk');
  await signIn(page, OWNER);
  await page.goto('/admin/artworks/new');
  await expect(page.getByRole('heading', { name: 'New artwork', level: 1 })).toBeVisible();

  // Publishing an empty form is refused beside the fields, before anything is sent.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Enter the price in rials.')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(name);
  await expect(page.getByLabel('Address (slug)')).toHaveValue(/^dunes-at-dusk-/);
  await page.getByLabel('Price', { exact: true }).fill('1250.5');
  await page.getByLabel('Short description').fill('Sand ridges in the last light, in two tones of ochre.');

  // One image dropped on the drop zone, one chosen with the file picker.
  await dropFile(page, '.adm-dropzone', 'first.png', png(48, 32, [196, 140, 70]));
  await expect(page.getByRole('figure', { name: 'Image 1 of 1' })).toBeVisible();
  await page
    .locator('.adm-dropzone input[type="file"]')
    .setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: png(32, 48, [40, 60, 110]) });
  await expect(page.getByRole('figure', { name: 'Image 2 of 2' })).toBeVisible();
  // The second becomes the feature image and moves to the front.
  await page.getByRole('button', { name: 'Use as feature image: Image 2 of 2' }).click();
  await page.getByRole('button', { name: 'Move earlier: Image 2 of 2' }).click();
  await expect(page.getByRole('figure', { name: 'Image 1 of 2' })).toContainText('Feature image');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Saved. The artwork is published on the storefront.')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('1250.500');

  // The storefront finds it by its name, with its feature image, at once.
  await page.goto('/arts');
  const search = page.getByRole('searchbox').first();
  await search.fill(name);
  await search.press('Enter');
  const card = page.locator('a[href^="/arts/dunes-at-dusk-"]').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(page.locator('article').filter({ has: card }).locator('img').first()).toHaveAttribute(
    'src',
    /^\/media\//,
  );
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByRole('button', { name: 'Show image 2 of 2' })).toBeAttached();
});

test('staff translate an artwork’s name into French and the French storefront shows it', async ({ page }) => {
  const name = unique('Harbour Light');
  const french = unique('Lumière du port');
  await signIn(page, OWNER);
  await page.goto('/admin/artworks/new');
  await expect(page.getByRole('heading', { name: 'New artwork', level: 1 })).toBeVisible();
  // Nothing to translate before the artwork is saved.
  await expect(page.getByRole('button', { name: 'Translate' })).toHaveCount(0);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Price', { exact: true }).fill('300');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Saved. The artwork is published on the storefront.')).toBeVisible();
  const slug = await page.getByLabel('Address (slug)').inputValue();
  expect(slug).toMatch(/^harbour-light-/);

  await page.getByRole('button', { name: 'Translate' }).click();
  const panel = page.getByRole('form', { name: 'Translations' });
  await expect(panel.getByRole('tab', { name: /Français/ })).toHaveAttribute('aria-selected', 'true');
  await panel.getByLabel(/^Name/).fill(french);
  await panel.getByRole('button', { name: 'Save translations' }).click();
  await expect(panel.getByText('Saved. The storefront shows the translations now.')).toBeVisible();

  await page.goto(`/arts/${slug}?lng=fr`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(french);
  // English stays English.
  await page.goto(`/arts/${slug}?lng=en`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});

test('staff edit the About page in rich text and the storefront shows it', async ({ page }) => {
  const sentence = unique('At eye level');
  await signIn(page, OWNER);
  await exclusively('about-page', async () => {
    await page.goto('/admin/pages');
    await page.getByRole('link', { name: /About Us/ }).click();
    const editor = page.getByRole('textbox', { name: 'Text' });
    await expect(editor).toContainText('A house for art in Muscat');
    // A new bold paragraph at the end, written in the editor's HTML view ...
    await page.getByRole('button', { name: 'HTML' }).click();
    const source = page.getByRole('textbox', { name: 'Text' }).and(page.locator('textarea'));
    const html = await source.inputValue();
    await source.fill(`${html}<p><strong>${sentence}</strong></p>`);
    // ... and shown formatted when back in the visual view.
    await page.getByRole('button', { name: 'HTML' }).click();
    await expect(editor.locator('strong', { hasText: sentence })).toHaveText(sentence);
    await editor.locator('strong', { hasText: sentence }).click();
    await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. The storefront shows the new text now.')).toBeVisible();

    await page.goto('/about');
    await expect(page.locator('main strong', { hasText: sentence })).toBeVisible();
    await expect(page.locator('main')).toContainText('A house for art in Muscat');
  });
});

test('staff translate a service page’s card into Arabic, and it stays with the card when the page is saved', async ({
  page,
}) => {
  const arabic = `التركيب والمبيعات ${Date.now().toString(36)}`;
  await signIn(page, OWNER);
  await exclusively('solo-exhibition-page', async () => {
    await page.goto('/admin/pages/solo-exhibition');
    await expect(page.getByRole('heading', { name: 'Cards in other languages' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Card' }).selectOption({ label: 'Installation and sales' });
    const panel = page.getByRole('form', { name: 'Translations' });
    await expect(panel.getByText('English: Installation and sales')).toBeVisible();
    await panel.getByRole('tab', { name: /العربية/ }).click();
    await panel.getByLabel(/^Title/).fill(arabic);
    await panel.getByRole('button', { name: 'Save translations' }).click();
    await expect(panel.getByText('Saved. The storefront shows the translations now.')).toBeVisible();

    // The card moves and the page is saved: the card is the same card, with its Arabic.
    const up = page.getByRole('button', { name: 'Move up: Installation and sales' });
    await (
      (await up.isDisabled()) ? page.getByRole('button', { name: 'Move down: Installation and sales' }) : up
    ).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. The storefront shows the new text now.')).toBeVisible();

    await page.goto('/services/solo-exhibition?lng=ar');
    await expect(page.locator('main').getByRole('heading', { name: arabic })).toBeVisible();
    await page.goto('/services/solo-exhibition?lng=en');
    await expect(page.locator('main').getByRole('heading', { name: 'Installation and sales' })).toBeVisible();
  });
});

test('a colleague’s save is not undone by a form opened before it: the later save is refused and says so', async ({
  page,
  pageErrors,
  browser,
}, testInfo) => {
  await signIn(page, OWNER);
  const name = unique('Salma');
  // Last in the gallery's order, and removed at the end: the storefront's artist list is other tests' too.
  const made = await page.request.post('/admin/api/manage/artists', {
    data: { first_name: name, location: 'Muscat', position: 100_000 },
  });
  expect(made.status()).toBe(201);
  const { id } = ((await made.json()) as { result: { id: number } }).result;
  await page.goto(`/admin/artists/${id}`);
  await expect(page.getByLabel('Location')).toHaveValue('Muscat');

  // The editor, on another computer, opens the same artist and saves first.
  const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const colleague = await elsewhere.newPage();
  await signIn(colleague, EDITOR);
  await colleague.goto(`/admin/artists/${id}`);
  await colleague.getByLabel('Location').fill('Nizwa');
  await colleague.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(colleague.getByText('Saved. The storefront shows the profile now.')).toBeVisible();
  await elsewhere.close();

  // The owner's form still holds the old version: their save is refused, and what they typed stays.
  await page.getByLabel('Location').fill('Sur');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This artist was changed by someone else after you opened it' }),
  ).toBeVisible();
  await expect(page.getByLabel('Location')).toHaveValue('Sur');
  dropExpectedRefusal(pageErrors, 409);

  // Opened again, it shows the colleague's change, and the owner's own save goes through.
  await page.reload();
  await expect(page.getByLabel('Location')).toHaveValue('Nizwa');
  await page.getByLabel('Location').fill('Sur');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved. The storefront shows the profile now.')).toBeVisible();
  await expect(page.getByLabel('Location')).toHaveValue('Sur');
  expect((await page.request.delete(`/admin/api/manage/artists/${id}`)).status()).toBe(200);
});

test('every back-office section keeps its fields and buttons on a phone screen', async ({ page }) => {
  // It opens every section in turn (some twenty screens, each until its requests settle): a journey's
  // time, not one screen's.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, OWNER);
  for (const section of sections) {
    await page.goto(`/admin${section.path === '/' ? '' : section.path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // What runs past the screen's edge, or past a card that would then scroll sideways; only the
    // filter tabs are a strip meant to scroll.
    const outside = await page.locator('main').evaluate((main) => {
      const strips = [...main.querySelectorAll('.adm-tabs, .ord-tabs')];
      const wide = [main, ...main.querySelectorAll('*')].filter(
        (node) =>
          !strips.some((strip) => strip.contains(node)) &&
          ['auto', 'scroll'].includes(getComputedStyle(node).overflowX) &&
          node.scrollWidth > node.clientWidth + 1,
      );
      // Headings kept for screen readers only (a table's head on a phone) are clipped to nothing.
      const clipped = (node: Element) => {
        for (let up: Element | null = node; up && up !== main; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
        }
        return false;
      };
      const offScreen = [...main.querySelectorAll('input, select, textarea, button')].filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.right <= window.innerWidth + 1) return false;
        return !strips.some((strip) => strip.contains(control)) && !clipped(control);
      });
      return [...wide, ...offScreen].map((node) => node.outerHTML.slice(0, 120));
    });
    expect(outside, section.path).toEqual([]);
  }
});

test('the staff list shows every action of every row on a laptop, and never scrolls sideways', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'laptop widths: the phone pass above covers the staff list folded into cards');
  await signIn(page, OWNER);
  await page.goto('/admin/staff');
  // A colleague with a long name and address: the widest row the list must hold.
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Khalid bin Saif Al-Busaidi ${tag}`;
  const email = `khalid.al-busaidi.collections.${tag}@curators.baitalfann-gallery.example.om`;
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a staff member' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(`layout-check-${tag}`);
  await dialog.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText(`${name} can now sign in to the back office.`)).toBeVisible();

  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const row = page.locator('main table tbody tr').filter({ hasText: email });
    for (const action of ['Set password', 'Disable', 'Remove']) {
      await expect(row.getByRole('button', { name: `${action} ${name}`, exact: true }), `${width}px`).toBeVisible();
    }
    // Every row's three actions lie inside the list's card and the window; nothing scrolls sideways.
    const problems = await page.locator('main').evaluate((main) => {
      const card = main.querySelector('table')!.closest('section')!.getBoundingClientRect();
      const right = Math.min(card.right, document.documentElement.clientWidth);
      const rows = [...main.querySelectorAll('table tbody tr')];
      const short = rows.filter((row) => row.querySelectorAll('button').length !== 3);
      const cut = [...main.querySelectorAll('table button, table select')].filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width === 0 || box.left < card.left - 1 || box.right > right + 1;
      });
      const wide = [main, ...main.querySelectorAll('*')].filter(
        (node) =>
          ['auto', 'scroll'].includes(getComputedStyle(node).overflowX) && node.scrollWidth > node.clientWidth + 1,
      );
      const sideways = document.documentElement.scrollWidth > document.documentElement.clientWidth ? ['<html>'] : [];
      return [...sideways, ...[...short, ...cut, ...wide].map((node) => node.outerHTML.slice(0, 120))];
    });
    expect(problems, `${width}px`).toEqual([]);
  }

  // The last action of the row, once cut off, still works.
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Remove ${name}?` })
    .getByRole('button', { name: 'Remove staff member' })
    .click();
  await expect(page.getByText(`${name} has been removed.`)).toBeVisible();
});

test('an editor sees no owner sections, and their pages say owner access is needed', async ({ page }) => {
  await signIn(page, EDITOR);
  const nav = await openNav(page);
  await expect(nav.getByRole('link', { name: /^Artworks/ })).toBeVisible();
  for (const label of ['Settings', 'Currencies', 'Staff', 'Mail outbox', 'Audit log']) {
    await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveCount(0);
  }
  for (const path of ['/admin/settings', '/admin/currencies', '/admin/staff']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Owner access needed' }), path).toBeVisible();
  }
});

test('a script typed into rich text neither runs nor appears on the storefront', async ({ page }) => {
  const name = unique('Quiet Harbour');
  const marker = unique('Harbour text');
  await signIn(page, OWNER);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto('/admin/artworks/new');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Price', { exact: true }).fill('80');
  // Typed as HTML in the editor's source view, the way a pasted snippet would arrive.
  await page.getByRole('button', { name: 'HTML' }).click();
  await page
    .getByRole('textbox', { name: 'Full description' })
    .fill(
      `<p>${marker}</p><script>window.__stolen = document.cookie; alert("xss")</script><img src="x" onerror="window.__stolen = 1">`,
    );
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Saved. The artwork is published on the storefront.')).toBeVisible();
  const storefrontUrl = await page.getByRole('link', { name: 'View on the storefront' }).first().getAttribute('href');

  await page.goto(storefrontUrl!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  const main = page.locator('main');
  await expect(main).toContainText(marker);
  await expect(main).not.toContainText('__stolen');
  await expect(main).not.toContainText('alert(');
  await expect(main.locator('script')).toHaveCount(0);
  await expect(main.locator('img[src="x"], [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __stolen?: unknown }).__stolen)).toBeUndefined();
  expect(dialogs).toBe(0);
});
