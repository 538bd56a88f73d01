import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { mailTo } from './shop-helpers.ts';

/**
 * An enquiry from a work's page in French reaches the back office with the work attached; the owner
 * answers it there, and the outbox holds the answer, in French (docs/product.md#enquiries). Enquiries
 * change no work, so both projects may ask about the same one; each writes from its own address.
 */
interface Artwork {
  id: number;
  product_slug: string;
  product_name: string;
  availability: string;
}

/** A work for sale, with its name in English (as the back office keeps it) and in French (as the page shows it). */
async function availableArtwork(request: APIRequestContext): Promise<Artwork & { french_name: string }> {
  const list = async (lng: string) => {
    const answer = await request.post(`/admin/api/product_search?lng=${lng}`, { data: { per_page: 100 } });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { result: Artwork[] }).result;
  };
  const artwork = (await list('en')).find((a) => a.availability === 'available');
  expect(artwork, 'the seed has a work for sale').toBeDefined();
  const french = (await list('fr')).find((a) => a.id === artwork!.id);
  return { ...artwork!, french_name: french?.product_name ?? artwork!.product_name };
}

test('an enquiry about a work reaches the back office with the work attached, and the answer goes out in the enquirer’s language', async ({
  page,
  request,
}, testInfo) => {
  const artwork = await availableArtwork(request);
  const email = `nadia.${testInfo.project.name}@example.fr`;

  await page.goto(`/arts/${artwork.product_slug}?lng=fr`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(artwork.french_name);
  await page.getByRole('button', { name: 'Se renseigner sur cette œuvre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Se renseigner sur cette œuvre' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(artwork.french_name);

  // Sent empty, the fields are named beside themselves, in French.
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Votre nom' })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).not.toContainText('is required');

  await dialog.getByRole('textbox', { name: 'Votre nom' }).fill('Nadia Lefèvre');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Téléphone' }).fill('+33 6 12 34 56 78');
  await dialog.getByRole('textbox', { name: 'Votre message' }).fill('Le cadre est-il compris ? Livrez-vous à Lyon ?');
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(dialog.getByRole('status')).toContainText('Merci');

  // The owner finds it in the back office, with the work attached.
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill('owner@baitalfann.om');
  await page.getByLabel('Password', { exact: true }).fill('gallery-owner-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await page.goto('/admin/enquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(artwork.product_name);
  await expect(row).toContainText('Open');
  await row.getByRole('link', { name: /Nadia Lefèvre/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry from Nadia Lefèvre' })).toBeVisible();
  const work = page.getByTestId('enquiry-work');
  await expect(work).toContainText(artwork.product_name);
  await expect(work.getByRole('link', { name: 'Open in the back office' })).toHaveAttribute(
    'href',
    `/admin/artworks/${artwork.id}`,
  );
  await expect(page.getByText('Le cadre est-il compris ?')).toBeVisible();
  await expect(page.getByText(/Sent by e-mail in French/)).toBeVisible();

  await page.getByLabel('Your answer').fill('Oui, le cadre est compris, et nous livrons à Lyon en dix jours.');
  await page.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByText(`Your answer has been sent to ${email}.`)).toBeVisible();
  await expect(page.getByText('Answered', { exact: true }).first()).toBeVisible();

  // The outbox holds the answer, in French, with the enquirer's own message quoted.
  const mail = await mailTo(request, email, /^Votre demande au sujet de/);
  expect(mail.subject).toBe(`Votre demande au sujet de « ${artwork.product_name} »`);
  expect(mail.text).toContain('Bonjour Nadia Lefèvre,');
  expect(mail.text).toContain('nous livrons à Lyon');
  expect(mail.text).toContain('Le cadre est-il compris ?');

  await page.getByRole('button', { name: 'Close the enquiry' }).click();
  await expect(page.getByRole('button', { name: 'Open it again' })).toBeVisible();
});
