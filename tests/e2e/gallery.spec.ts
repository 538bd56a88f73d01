import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext } from '@playwright/test';
import { dropExpectedRefusal, test, expect } from './fixtures.ts';

/** The e2e server's database (scripts/e2e-server.mjs), read only to check what a form stored. */
const databaseFile = path.resolve(`data/e2e-${process.env.E2E_PORT ?? '3100'}`, 'gallery.sqlite');

function readDatabase<T>(query: string, ...params: unknown[]): T[] {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).all(...params) as T[];
  } finally {
    db.close();
  }
}

interface ExhibitionSummary {
  exhibition_slug: string;
  exhibition_title: string;
  status: 'current' | 'upcoming' | 'past';
}

async function exhibitions(request: APIRequestContext): Promise<ExhibitionSummary[]> {
  const answer = await request.post('/admin/api/exhibitions', { data: {} });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { result: ExhibitionSummary[] }).result;
}

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A small PDF, as a portfolio (the server reads its type from the content). */
// One blank page: the gallery parses a PDF it is sent and refuses one without pages.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test.describe('artists', () => {
  test("the list says 'OUR ARTIST' and leads to an artist with their artworks", async ({ page }) => {
    await page.goto('/artist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('OUR ARTIST');
    await expect(page.getByText(/Painters, photographers, calligraphers and sculptors/)).toBeVisible();
    const first = page.locator('main article').first();
    await expect(first).toContainText(/\d+ Arts?/);
    const nameLink = first.getByRole('heading', { level: 2 }).getByRole('link');
    const name = (await nameLink.textContent())!.trim();
    const href = await nameLink.getAttribute('href');
    expect(href).toMatch(/^\/artist\/[a-z0-9-]+$/);
    await expect(first.locator(`a[href="${href}"] img`)).toHaveAttribute('alt', `Portrait of ${name}`);

    await nameLink.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Artist', name]);
    await expect(page.getByRole('heading', { level: 2, name: `ARTWORKS By ${name}` })).toBeVisible();
    const works = page.locator('#artworks a[href^="/arts/"]');
    await expect(works.first()).toBeVisible();
    await expect(page.locator('#artworks')).toContainText('€');
    await expect(page).toHaveTitle(new RegExp(`^${name} \\|`));
  });

  test('/artists/{slug} opens the same page, and an unknown artist says so', async ({ page, pageErrors }) => {
    await page.goto('/artists/maryam-al-balushi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maryam Al-Balushi');
    await expect(page.getByText('Location')).toBeVisible();

    await page.goto('/artist/no-such-artist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artist not found');
    dropExpectedRefusal(pageErrors, 404);
  });
});

test.describe('exhibitions', () => {
  test('the list groups the exhibitions, and a card opens its detail page', async ({ page, request }) => {
    const all = await exhibitions(request);
    const current = all.find((e) => e.status === 'current')!;
    await page.goto('/exhibitions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exhibitions');
    await expect(page.getByRole('heading', { level: 2, name: /On view now/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Past exhibitions/ })).toBeVisible();
    const card = page.locator(`a[href="/exhibitions/${current.exhibition_slug}"]`);
    await expect(card).toContainText(/\d{1,2} [A-Z][a-z]+ \d{4} To \d{1,2} [A-Z][a-z]+ \d{4}/);
    await card.click();

    await expect(page).toHaveURL(`/exhibitions/${current.exhibition_slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(current.exhibition_title);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Exhibitions',
      current.exhibition_title,
    ]);
    await expect(page.getByTestId('exhibition-dates')).toHaveText(
      /^\d{1,2} [A-Z][a-z]+ \d{4} To \d{1,2} [A-Z][a-z]+ \d{4}$/,
    );
    await expect(page).toHaveTitle(
      new RegExp(`^${current.exhibition_title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`),
    );
    await expect(page.getByRole('button', { name: 'Apply Exhibition' })).toBeVisible();

    const works = page.getByRole('heading', { level: 2, name: 'Exhibition Artworks' }).locator('xpath=..');
    await expect(works.locator('a[href^="/arts/"]').first()).toBeVisible();
    await expect(works).toContainText('€');

    const pageUrl = encodeURIComponent(new URL(`/exhibitions/${current.exhibition_slug}`, page.url()).toString());
    await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`,
    );
    for (const name of ['Share on X (Twitter)', 'Share on WhatsApp', 'Share on LinkedIn', 'Share by e-mail']) {
      await expect(page.getByRole('link', { name })).toHaveAttribute(
        'href',
        new RegExp(pageUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
    }
  });

  test('a past exhibition offers no Apply Exhibition button', async ({ page, request }) => {
    const past = (await exhibitions(request)).find((e) => e.status === 'past')!;
    await page.goto(`/exhibitions/${past.exhibition_slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(past.exhibition_title);
    await expect(page.getByRole('heading', { level: 2, name: 'Exhibition Artworks' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply Exhibition' })).toHaveCount(0);
  });

  test('an artist applies with a PNG painting: the server stores the application and its file', async ({
    page,
    request,
  }, testInfo) => {
    const open = (await exhibitions(request)).find((e) => e.status !== 'past')!;
    const email = `noor.${testInfo.project.name}.${Date.now()}@example.com`;
    await page.goto(`/exhibitions/${open.exhibition_slug}`);
    await page.getByRole('button', { name: 'Apply Exhibition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply Exhibition' });
    await expect(dialog.getByRole('textbox', { name: 'Exhibition', exact: true })).toHaveValue(open.exhibition_title);
    await expect(dialog.getByRole('textbox', { name: 'Full name', exact: true })).toBeFocused();

    // The browser checks the required fields first.
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(dialog.getByText('Please choose the file of your painting.')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Full name', exact: true }).fill('Noor Al-Mashani');
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('+968 9123 4567');
    await dialog
      .getByRole('textbox', { name: 'About you and your work', exact: true })
      .fill('Watercolours of the Dhofar khareef.');
    await dialog.getByRole('textbox', { name: 'Name of the painting', exact: true }).fill('Khareef Morning');
    // The file input carries the payload's field name, so the file reaches the server under it.
    await dialog
      .locator('input[type="file"][name="painting_upload"]')
      .setInputFiles({ name: 'khareef.png', mimeType: 'image/png', buffer: PNG });
    // The optional portfolio travels with it.
    await dialog
      .locator('input[type="file"][name="upload_portfolio"]')
      .setInputFiles({ name: 'portfolio.pdf', mimeType: 'application/pdf', buffer: PDF });
    const answer = page.waitForResponse((r) => r.url().endsWith('/admin/api/apply_exhibitions'));
    await dialog.getByRole('button', { name: 'Submit application' }).click();

    expect((await answer).status()).toBe(200);
    await expect(page.getByText('Exhibition applied successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const rows = readDatabase<{
      artist_name: string;
      painting_name: string;
      exhibition_label: string;
      mime: string;
      original_name: string;
      portfolio_mime: string;
      portfolio_name: string;
    }>(
      `SELECT a.artist_name, a.painting_name, a.exhibition_label, m.mime, m.original_name,
              p.mime AS portfolio_mime, p.original_name AS portfolio_name
         FROM exhibition_application a
         JOIN media m ON m.id = a.painting_file_id
         JOIN media p ON p.id = a.portfolio_file_id
        WHERE a.artist_email = ?`,
      email,
    );
    expect(rows).toEqual([
      {
        artist_name: 'Noor Al-Mashani',
        painting_name: 'Khareef Morning',
        exhibition_label: open.exhibition_title,
        mime: 'image/png',
        original_name: 'khareef.png',
        portfolio_mime: 'application/pdf',
        portfolio_name: 'portfolio.pdf',
      },
    ]);
  });

  test('a text file named .jpg is refused, naming the painting field', async ({
    page,
    request,
    pageErrors,
  }, testInfo) => {
    const open = (await exhibitions(request)).find((e) => e.status !== 'past')!;
    const email = `fake.${testInfo.project.name}.${Date.now()}@example.com`;
    await page.goto(`/exhibitions/${open.exhibition_slug}`);
    await page.getByRole('button', { name: 'Apply Exhibition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply Exhibition' });
    await dialog.getByRole('textbox', { name: 'Full name', exact: true }).fill('Not A Painter');
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('+968 9000 0000');
    await dialog.getByRole('textbox', { name: 'About you and your work', exact: true }).fill('Trying a text file.');
    await dialog.getByRole('textbox', { name: 'Name of the painting', exact: true }).fill('Not a picture');
    await dialog.locator('input[type="file"][name="painting_upload"]').setInputFiles({
      name: 'painting.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('this is only text, not a JPEG image\n'),
    });
    await dialog.getByRole('button', { name: 'Submit application' }).click();

    await expect(
      page.getByText(
        /^Error while Apply Exhibition : painting_upload: must be a JPEG, PNG, WebP or TIFF image, or a PDF/,
      ),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('The painting must be a JPEG, PNG, WebP or TIFF image, or a PDF.')).toBeVisible();
    await expect(dialog.locator('input[name="painting_upload"]')).toHaveAttribute('aria-invalid', 'true');
    expect(readDatabase('SELECT id FROM exhibition_application WHERE artist_email = ?', email)).toEqual([]);
    dropExpectedRefusal(pageErrors, 400);
  });

  test('a painting over 15 MB is refused before it is sent, naming the field', async ({ page, request }) => {
    // Handing 15 MB to the browser takes a while on a busy machine.
    test.setTimeout(90_000);
    const open = (await exhibitions(request)).find((e) => e.status !== 'past')!;
    await page.goto(`/exhibitions/${open.exhibition_slug}`);
    await page.getByRole('button', { name: 'Apply Exhibition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply Exhibition' });
    let sent = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/admin/api/apply_exhibitions')) sent = true;
    });
    await dialog.locator('input[type="file"][name="painting_upload"]').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG, Buffer.alloc(15 * 1024 * 1024)]),
    });
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(dialog.getByText('The painting file must be at most 15 MB.')).toBeVisible();
    await expect(dialog.locator('input[name="painting_upload"]')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });
});

test.describe('press, contact and journal', () => {
  test('press releases are news cards opening the article PDF in a new tab', async ({ page }) => {
    await page.goto('/press-release');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press');
    const cards = page.locator('main a[href$=".pdf"]');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.first()).toHaveAttribute('target', '_blank');
    await expect(cards.first().locator('img')).toHaveCount(2);
  });

  test('an address a visitor guesses for the press or the artworks lands on the page it meant', async ({ page }) => {
    await page.goto('/press');
    await expect(page).toHaveURL(/\/press-release$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press');
    await page.goto('/artworks?sort=price_asc');
    await expect(page).toHaveURL(/\/arts\?sort=price_asc$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artworks');
  });

  test('the contact page shows how to reach the gallery and sends a message', async ({ page }, testInfo) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    await expect(page.locator('main address')).toContainText('Muscat');
    await expect(page.getByText('Opening hours')).toBeVisible();
    const email = `visitor.${testInfo.project.name}.${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Huda Al-Saadi');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('A commission');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Could one of your artists paint our majlis wall?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
    expect(readDatabase('SELECT subject FROM contact_message WHERE email = ?', email)).toEqual([
      { subject: 'A commission' },
    ]);
  });

  test("a message the server refuses shows 'Failed to submit contact form' and the field", async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('N'.repeat(130));
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('visitor@example.com');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Too long a name');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to submit contact form' })).toBeVisible();
    // The server's words, said in the page's own.
    await expect(page.getByText('Use at most 120 characters.')).toBeVisible();
    dropExpectedRefusal(pageErrors, 400);
  });

  test('the journal lists posts, and a post has the static comment block that sends nothing', async ({ page }) => {
    await page.goto('/blog-no-sidebar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal');
    await page.getByRole('link', { name: 'The week before an opening', exact: true }).click();
    await expect(page).toHaveURL('/blog-details-standard?post=behind-an-opening');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The week before an opening');
    await expect(page.getByRole('heading', { name: '2 comments' })).toBeVisible();

    const form = page.getByRole('form', { name: 'post a comment' });
    await form.getByLabel('Full name').fill('Salma');
    await form.getByLabel('Email').fill('salma@example.com');
    await form.getByLabel('Message').fill('Lovely.');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/admin/api/')) calls.push(r.url());
    });
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you, Salma.');
    expect(calls).toEqual([]);

    await page.goto('/blog-details-standard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('languages', () => {
  test('in French the exhibitions page is French', async ({ page }) => {
    await page.goto('/exhibitions?lng=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expositions');
    await expect(
      page.getByRole('navigation', { name: 'Afficher les expositions' }).getByRole('link', { name: 'Toutes' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /En ce moment/ })).toBeVisible();
  });

  test('in Arabic the artists page reads right to left', async ({ page }) => {
    await page.goto('/artist?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('فنانونا');
    await expect(page.locator('main article').first()).toContainText(/عمل|أعمال|عملان/);
  });
});
