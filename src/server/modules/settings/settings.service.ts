import { z } from 'zod';
import { catalogueWritesOf } from '../../db/catalogue-writes.ts';
import type { Executor } from '../../db/client.ts';
import type { ContentLocale } from '#shared/languages.ts';
import { contentTranslator } from '../translations/translations.service.ts';
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
  tax_rate: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .default('5'),
  /** VAT on deliveries abroad, percent strings: 0% by default, as exports. */
  export_tax_rates: z
    .object({ gcc: z.string().regex(/^\d+(\.\d+)?$/), world: z.string().regex(/^\d+(\.\d+)?$/) })
    .default({ gcc: '0', world: '0' }),
  /** The gallery's VAT registration number (Oman: OM and ten digits), printed on its invoices; '' for none yet. */
  vat_number: z.string().default(''),
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
  /** Days an unpaid order may hold its works before staff are shown it to chase or cancel. */
  reservation_days: z.number().int().min(1).max(365).default(7),
  /** The "{title} | {template}" suffix of page titles. */
  template: z.string().default('Bait Al Fann'),
  meta_description: z
    .string()
    .default(
      'Buy original wall art online in Oman: paintings, prints and photography from a contemporary gallery in Muscat.',
    ),
  mailing_list_url: z.string().default(''),
});
export type GallerySettings = z.infer<typeof settingsShape>;
export type SettingKey = keyof GallerySettings;

/**
 * The settings as last read, cached per database: every page rendered, cart shown and order placed reads
 * them, and staff change them a few times a year (about a fifth of a cart's read went to them). A
 * cached value is frozen, since every caller shares it. It is invalidated whenever the database reports
 * a write that may change what the storefront shows (db/catalogue-writes.ts: the `setting` table is
 * one), and by a change once its transaction has committed (`invalidateSettings`): on PostgreSQL a read
 * between the write and the commit still finds the old values. At most a minute old otherwise, as
 * the answer cache's answers are (ADR 006: the cache lives in one process).
 */
const cache = new WeakMap<Executor, { settings: Promise<GallerySettings>; until: number }>();
/** The databases whose catalogue writes invalidate the cached settings. */
const watched = new WeakSet<Executor>();
const CACHED_MS = 60_000;

/** The settings: cached between reads of the database itself; read afresh inside a transaction. */
export function getSettings(db: Executor): Promise<GallerySettings> {
  // A transaction reads its own view of the table (checkout, the back office's change).
  if (db.isTransaction || !watchWrites(db)) return readSettings(db);
  const now = Date.now();
  const entry = cache.get(db);
  if (entry && entry.until > now) return entry.settings;
  const settings = readSettings(db).then(deepFreeze);
  const mine = { settings, until: now + CACHED_MS };
  cache.set(db, mine);
  // A failed read is not cached; its callers see the failure.
  settings.catch(() => {
    if (cache.get(db) === mine) cache.delete(db);
  });
  return settings;
}

/** After a transaction that changed the settings has committed: the next read asks the database. */
export function invalidateSettings(db: Executor): void {
  cache.delete(db);
}

function watchWrites(db: Executor): boolean {
  if (watched.has(db)) return true;
  const writes = catalogueWritesOf(db);
  // A database createDb did not make is read every time rather than cached stale.
  if (!writes) return false;
  writes.subscribe((change) => {
    if (change === 'everything') cache.delete(db);
  });
  watched.add(db);
  return true;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

async function readSettings(db: Executor): Promise<GallerySettings> {
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

/**
 * Writes the keys of `changes`, and only those. Each is checked by its own schema: zod 4 gives a key
 * left out of `settingsShape.partial()` its default, so parsing the whole partial shape wrote every
 * other setting back to its default. Inside a transaction, the caller invalidates the cached settings once
 * it has committed.
 */
export async function updateSettings(db: Executor, changes: Partial<GallerySettings>): Promise<GallerySettings> {
  const shape = settingsShape.shape;
  const valid = Object.entries(changes)
    .filter(([key, value]) => value !== undefined && Object.hasOwn(shape, key))
    .map(([key, value]) => [key, shape[key as SettingKey].parse(value)] as const);
  for (const [key, value] of valid) await repo.upsertSetting(db, key, JSON.stringify(value));
  if (!db.isTransaction) invalidateSettings(db);
  return getSettings(db);
}

export async function listCurrencies(db: Executor) {
  return repo.allCurrencies(db);
}

/** The settings a visitor reads as text, which staff translate like content (docs/decisions/005-content-translations.md). */
export const SETTING_TEXTS = [
  'company_name',
  'address',
  'template',
  'meta_description',
  'bank_transfer_instructions',
] as const satisfies readonly SettingKey[];
export type SettingTexts = Pick<GallerySettings, (typeof SETTING_TEXTS)[number]>;
/** The id the settings' translations are kept under: the gallery has one set of settings. */
export const SETTINGS_RECORD = 'site';

/** The settings' texts in `locale`: each translated one laid over the English. */
export async function settingTextsIn(db: Executor, locale: ContentLocale): Promise<SettingTexts> {
  const settings = await getSettings(db);
  const texts: SettingTexts = {
    company_name: settings.company_name,
    address: settings.address,
    template: settings.template,
    meta_description: settings.meta_description,
    bank_transfer_instructions: settings.bank_transfer_instructions,
  };
  const tr = contentTranslator(db, locale);
  tr.add('settings', SETTINGS_RECORD, (values) => Object.assign(texts, values));
  await tr.apply();
  return texts;
}
