import { z } from 'zod';
import { phoneOrEmpty } from './accounts.ts';
import { email, line } from './common.ts';
import { listSort } from './list-query.ts';
import { distinct, httpUrlOrEmpty, MAX_BAISA, refId, text, wholeNumber } from './manage-fields.ts';
import { managedMedia } from './manage-media.ts';

/**
 * The gallery's settings and currencies in the back office (owner only): /admin/api/manage/settings
 * and /currencies.
 */

export const paymentMethods = ['cod', 'bank_transfer'] as const;
const baisaAmount = wholeNumber('must be a whole number of baisa').min(0, 'must not be negative').max(MAX_BAISA);
const currencyCode = z
  .string({ error: 'must be a three-letter currency code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as EUR');

/** PUT /settings: any subset of the gallery's settings. */
/** A VAT registration number as invoices print it: letters, digits, spaces and dashes (the form checks the same). */
export const VAT_NUMBER_PATTERN = /^[A-Za-z0-9 -]*$/;

/** A VAT rate: percent as a decimal string, 0-100. */
const percentRate = z
  .string({ error: 'must be a decimal number such as "5"' })
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'must be a decimal number such as "5" or "5.5"')
  .refine((v) => Number(v) <= 100, 'must be at most 100');

export const settingsBody = z
  .object({
    company_name: line(120),
    /** Media id of the logo (an uploaded image), or null. */
    company_logo_id: refId.nullable(),
    address: text(500),
    /** Shown in the storefront's top bar, footer and contact page, and dialled from them; '' for none. */
    phone: phoneOrEmpty,
    email,
    facebook: httpUrlOrEmpty,
    twitter: httpUrlOrEmpty,
    instagram: httpUrlOrEmpty,
    google_plus: httpUrlOrEmpty,
    /** Baisa. */
    free_delivery_threshold: baisaAmount,
    /** One of the currencies. */
    default_currency: currencyCode,
    /** Oman's VAT: percent as a decimal string, 0-100. */
    tax_rate: percentRate,
    /**
     * VAT on deliveries to the GCC and the rest of the world (0 by default: exports). The zone left
     * out keeps its rate, as with shipping_rates.
     */
    export_tax_rates: z
      .object({ gcc: percentRate, world: percentRate })
      .partial()
      .strict()
      .refine((rates) => Object.values(rates).some((rate) => rate !== undefined), 'must name at least one zone'),
    /** Printed on invoices, which then read "Tax invoice"; '' for none. */
    vat_number: z
      .string({ error: 'must be text' })
      .trim()
      .max(20, 'must be at most 20 characters')
      .regex(VAT_NUMBER_PATTERN, 'must contain only letters, digits, spaces and dashes, such as OM1100012345'),
    /**
     * Baisa per order, by zone. The zones left out keep their rate, so that a form sending only
     * the zone it changed never puts back a colleague's older rate for another.
     */
    shipping_rates: z
      .object({ oman: baisaAmount, gcc: baisaAmount, world: baisaAmount })
      .partial()
      .strict()
      .refine((rates) => Object.values(rates).some((rate) => rate !== undefined), 'must name at least one zone'),
    payment_methods: z
      .array(z.enum(paymentMethods, { error: `must be one of: ${paymentMethods.join(', ')}` }))
      .min(1, 'must offer at least one payment method')
      .refine(distinct, 'must not list a method twice'),
    bank_transfer_instructions: text(2000),
    /** Days an unpaid order may hold its works before the back office lists it as overdue. */
    reservation_days: wholeNumber().min(1, 'must be at least 1').max(365, 'must be at most 365'),
    template: text(120),
    meta_description: text(300),
    mailing_list_url: httpUrlOrEmpty,
  })
  .partial()
  .strict();
export type SettingsBody = z.input<typeof settingsBody>;

export const managedSettings = z.object({
  company_name: z.string(),
  company_logo_id: z.number().int().nullable(),
  company_logo: managedMedia.nullable(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  instagram: z.string(),
  google_plus: z.string(),
  free_delivery_threshold: z.number().int(),
  default_currency: z.string(),
  tax_rate: z.string(),
  export_tax_rates: z.object({ gcc: z.string(), world: z.string() }),
  vat_number: z.string(),
  shipping_rates: z.object({ oman: z.number().int(), gcc: z.number().int(), world: z.number().int() }),
  payment_methods: z.array(z.enum(paymentMethods)),
  bank_transfer_instructions: z.string(),
  reservation_days: z.number().int(),
  template: z.string(),
  meta_description: z.string(),
  mailing_list_url: z.string(),
});
export type ManagedSettings = z.infer<typeof managedSettings>;
export const settingsManageAnswer = z.object({ result: managedSettings });

export const currencyParams = z.object({ code: currencyCode });
/** Units of the currency per 1 OMR, as a positive decimal string ("2.6008"). */
const currencyRate = z
  .string({ error: 'must be a decimal number such as "2.6008"' })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,10})?$/, 'must be a positive decimal number such as "2.6008"')
  .refine((v) => /[1-9]/.test(v), 'must be greater than 0');
export const currencyFields = z.object({
  symbol: line(8),
  name: line(60),
  rate: currencyRate,
  decimals: wholeNumber().min(0, 'must be between 0 and 3').max(3, 'must be between 0 and 3'),
  /** Order in the currency menu. */
  position: wholeNumber().min(0, 'must not be negative').max(1000).optional(),
});
/** PUT /currencies/:code */
export const currencyBody = currencyFields.strict();
/** POST /currencies */
export const newCurrencyBody = currencyFields.extend({ code: currencyCode }).strict();
export type CurrencyBody = z.input<typeof currencyBody>;
export type NewCurrencyBody = z.input<typeof newCurrencyBody>;

export const managedCurrency = z.object({
  code: z.string(),
  symbol: z.string(),
  name: z.string(),
  rate: z.string(),
  decimals: z.number().int(),
  position: z.number().int(),
  /** OMR: prices are kept in it, its rate is 1 and it cannot be removed. */
  is_base: z.boolean(),
  is_default: z.boolean(),
});
export type ManagedCurrency = z.infer<typeof managedCurrency>;
export const currencyAnswer = z.object({ result: managedCurrency });
export const currencySorts = ['position', 'code', 'name'] as const;
/** GET /currencies: in the currency menu's order (position) unless sorted otherwise. */
export const currencyListQuery = z.object(listSort(currencySorts, { sort: 'position', order: 'asc' })).strict();
export const currencyListAnswer = z.object({ result: z.array(managedCurrency) });
