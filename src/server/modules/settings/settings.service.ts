import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import * as repo from './settings.repository.ts';

/**
 * The gallery's settings: one JSON value per key in the `setting` table, each with a default so a
 * fresh database works. The back office edits them; everything else reads them through here.
 */
export const settingsShape = z.object({
  company_name: z.string().default('Bait Al Fann Gallery'),
  /** Media id of the logo, or null. */
  company_logo_id: z.number().int().nullable().default(null),
  address: z.string().default('Way 3021, Shatti Al Qurum, Muscat, Sultanate of Oman'),
  phone: z.string().default('+968 2469 1234'),
  email: z.string().default('hello@baitalfann.om'),
  facebook: z.string().default(''),
  twitter: z.string().default(''),
  instagram: z.string().default(''),
  google_plus: z.string().default(''),
  /** Baisa: free delivery at or above 200 OMR. */
  free_delivery_threshold: z.number().int().min(0).default(200_000),
  default_currency: z.string().default('EUR'),
  /** Oman VAT, percent as a decimal string. */
  tax_rate: z.string().regex(/^\d+(\.\d+)?$/).default('5'),
  /** Baisa per order, by zone. */
  shipping_rates: z
    .object({ oman: z.number().int().min(0), gcc: z.number().int().min(0), world: z.number().int().min(0) })
    .default({ oman: 3_000, gcc: 12_000, world: 35_000 }),
  payment_methods: z.array(z.enum(['cod', 'bank_transfer'])).default(['cod', 'bank_transfer']),
  bank_transfer_instructions: z
    .string()
    .default(
      'Please transfer the total to Bait Al Fann Gallery LLC, Bank Muscat, IBAN OM81 0270 0000 0123 4567 8901, quoting your booking number. We ship once the payment arrives.',
    ),
  /** The "{title} | {template}" suffix of page titles. */
  template: z.string().default('Bait Al Fann'),
  meta_description: z
    .string()
    .default('Buy original wall art online in Oman: paintings, prints and photography from a contemporary gallery in Muscat.'),
  mailing_list_url: z.string().default(''),
});
export type GallerySettings = z.infer<typeof settingsShape>;
export type SettingKey = keyof GallerySettings;

export async function getSettings(db: Executor): Promise<GallerySettings> {
  const rows = await repo.allSettings(db);
  const raw: Record<string, unknown> = {};
  for (const row of rows) {
    try {
      raw[row.key] = JSON.parse(row.value);
    } catch {
      // A damaged value falls back to its default rather than breaking every page.
    }
  }
  const parsed = settingsShape.safeParse(raw);
  if (parsed.success) return parsed.data;
  // Keep the valid keys, default the rest.
  const fallback = settingsShape.parse({});
  for (const key of Object.keys(fallback) as SettingKey[]) {
    const one = settingsShape.shape[key].safeParse(raw[key]);
    if (one.success) (fallback as Record<string, unknown>)[key] = one.data;
  }
  return fallback;
}

export async function updateSettings(db: Executor, changes: Partial<GallerySettings>): Promise<GallerySettings> {
  const valid = settingsShape.partial().parse(changes);
  for (const [key, value] of Object.entries(valid)) {
    if (value !== undefined) await repo.upsertSetting(db, key, JSON.stringify(value));
  }
  return getSettings(db);
}

export async function listCurrencies(db: Executor) {
  return repo.allCurrencies(db);
}
