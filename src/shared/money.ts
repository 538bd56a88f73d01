/**
 * Money rules of docs/product.md#money-and-rounding, shared by server and browser.
 * Amounts are integer baisa (1 OMR = 1000 baisa). Rates are decimal strings: units of a currency per 1 OMR.
 */
export const BASE_CURRENCY = 'OMR';
export const BAISA_PER_RIAL = 1000;

export interface Currency {
  code: string;
  symbol: string;
  name: string;
  /** Units of this currency per 1 OMR, as a decimal string. */
  rate: string;
  decimals: number;
}

/** Parses a positive decimal string into a BigInt fraction, exactly (no float drift). */
function parseRate(rate: string): { num: bigint; den: bigint } {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!m) throw new Error(`Invalid rate "${rate}"`);
  const frac = m[2] ?? '';
  return { num: BigInt(m[1]! + frac), den: 10n ** BigInt(frac.length) };
}

/** Divides rounding half up (away from zero for positives), for non-negative numerators. */
function divHalfUp(num: bigint, den: bigint): bigint {
  const negative = num < 0n;
  const n = negative ? -num : num;
  const q = (n * 2n + den) / (den * 2n);
  return negative ? -q : q;
}

/**
 * Converts baisa into minor units of `currency` (cents for EUR), as `base × rate`, rounded half-up
 * to the currency's decimals.
 */
export function convertMinor(baisa: number, currency: Pick<Currency, 'rate' | 'decimals'>): number {
  const { num, den } = parseRate(currency.rate);
  const scale = 10n ** BigInt(currency.decimals);
  return Number(divHalfUp(BigInt(Math.round(baisa)) * num * scale, den * BigInt(BAISA_PER_RIAL)));
}

/** An amount already in minor units of `currency` as a fixed-decimal string ("12.34"). */
export function formatMinorAmount(minor: number, currency: Pick<Currency, 'decimals'>): string {
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(currency.decimals + 1, '0');
  const whole = digits.slice(0, digits.length - currency.decimals) || '0';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = currency.decimals > 0 ? `.${digits.slice(-currency.decimals)}` : '';
  return `${negative ? '-' : ''}${grouped}${frac}`;
}

/** The converted amount as a fixed-decimal string ("12.34"), for display and e-mails. */
export function formatAmount(baisa: number, currency: Pick<Currency, 'rate' | 'decimals'>): string {
  return formatMinorAmount(convertMinor(baisa, currency), currency);
}

/** An amount already in minor units of `currency`, symbol first: "€12.34". */
export function formatMinorPrice(minor: number, currency: Currency): string {
  return `${currency.symbol}${formatMinorAmount(minor, currency)}`;
}

/** A price as its currency's symbol followed by the amount: "€12.34", "﷼120.000". */
export function formatPrice(baisa: number, currency: Currency): string {
  return formatMinorPrice(convertMinor(baisa, currency), currency);
}

/** What a cart, quote or order charges, in baisa: the lines of its sub-total, shipping and tax. */
export interface Bill {
  lines: readonly { unitPrice: number; quantity: number }[];
  shipping: number;
  tax: number;
}

/** A bill's figures as shown in a currency, in its minor units. */
export interface ShownBill {
  subTotal: number;
  shipping: number;
  tax: number;
  total: number;
}

/**
 * A cart's or checkout quote's bill: like the server's sub-total, it counts only the lines that can
 * be bought. Here, not beside the cart's schemas: the header's mini cart must not load zod (20 KB).
 */
export function cartBill(
  items: readonly { product_price: number; quantity: number; purchasable: boolean }[],
  shipping: number,
  tax: number,
): Bill {
  return {
    lines: items.filter((i) => i.purchasable).map((i) => ({ unitPrice: i.product_price, quantity: i.quantity })),
    shipping,
    tax,
  };
}

/** A line's total as shown: the unit price converted and rounded, times the quantity (minor units). */
export function shownLineTotal(
  unitPrice: number,
  quantity: number,
  currency: Pick<Currency, 'rate' | 'decimals'>,
): number {
  return convertMinor(unitPrice, currency) * quantity;
}

/** What a bill charges, in baisa: its lines, shipping and tax. */
export function billTotal(bill: Bill): number {
  return bill.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0) + bill.shipping + bill.tax;
}

/**
 * A bill in a display currency (docs/product.md#money-and-rounding): the sub-total is the sum of the
 * shown line totals (3 × €228.10 shows €684.30, not the €684.29 of the sum converted), shipping and
 * tax are converted each; the total is the rial total converted once, so that it is always what is
 * charged, converted, even where the shown parts add up to a cent more or less. In rials nothing is
 * rounded, so these are the amounts charged.
 */
export function shownBill(bill: Bill, currency: Pick<Currency, 'rate' | 'decimals'>): ShownBill {
  const subTotal = bill.lines.reduce((sum, l) => sum + shownLineTotal(l.unitPrice, l.quantity, currency), 0);
  const shipping = convertMinor(bill.shipping, currency);
  const tax = convertMinor(bill.tax, currency);
  return { subTotal, shipping, tax, total: convertMinor(billTotal(bill), currency) };
}

/**
 * What is still missing to reach a threshold (free delivery), given `missing` baisa, as shown: the
 * shown threshold less the shown sub-total, so that the two add up on the page. When rounding leaves
 * nothing between them though baisa are missing, the missing baisa converted.
 */
export function shownShortfall(
  missing: number,
  threshold: number,
  shownSubTotal: number,
  currency: Pick<Currency, 'rate' | 'decimals'>,
): number {
  const between = convertMinor(threshold, currency) - shownSubTotal;
  return between > 0 ? between : convertMinor(missing, currency);
}

/** docs/product.md#money-and-rounding: price − price × discount / 100, only when the discount is above 0; rounded half-up to a baisa. */
export function discountedPrice(baisa: number, discountPercent: number): number {
  if (!(discountPercent > 0)) return baisa;
  const pct = Math.min(100, Math.max(0, Math.round(discountPercent)));
  return Number(divHalfUp(BigInt(baisa) * BigInt(100 - pct), 100n));
}

/** A percentage of an amount in baisa, rounded half-up; `rate` is a decimal string such as "5" or "5.5". */
export function percentOf(baisa: number, rate: string): number {
  const { num, den } = parseRate(rate);
  return Number(divHalfUp(BigInt(baisa) * num, den * 100n));
}

/** The Omani rial as seeded: the rial sign and three decimals. */
export const OMR: Currency = { code: 'OMR', symbol: '\uFDFC', name: 'Omani Rial', rate: '1', decimals: 3 };

/**
 * An amount in baisa as rials, for staff, e-mails and invoices: the code before the amount, or in
 * Arabic the abbreviation after it ('OMR 1,250.500', '1,250.500 ر.ع.'). Shoppers see prices in
 * their display currency (formatPrice).
 */
export function formatRials(baisa: number, language = 'en'): string {
  const amount = formatAmount(baisa, OMR);
  return language === 'ar' ? `${amount} ر.ع.` : `OMR ${amount}`;
}
