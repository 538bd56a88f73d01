/**
 * Money rules of DECISIONS §2-3, shared by server and browser.
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

/** The converted amount as a fixed-decimal string ("12.34"), for display and e-mails. */
export function formatAmount(baisa: number, currency: Pick<Currency, 'rate' | 'decimals'>): string {
  const minor = convertMinor(baisa, currency);
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(currency.decimals + 1, '0');
  const whole = digits.slice(0, digits.length - currency.decimals) || '0';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = currency.decimals > 0 ? `.${digits.slice(-currency.decimals)}` : '';
  return `${negative ? '-' : ''}${grouped}${frac}`;
}

/** A price as its currency's symbol followed by the amount: "€12.34", "﷼120.000". */
export function formatPrice(baisa: number, currency: Currency): string {
  return `${currency.symbol}${formatAmount(baisa, currency)}`;
}

/** SPEC §5: price − price × discount / 100, only when the discount is above 0; rounded half-up to a baisa. */
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
