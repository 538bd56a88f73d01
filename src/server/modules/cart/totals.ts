import { percentOf } from '#shared/money.ts';

/**
 * The money rules of a cart and an order (docs/product.md#cart-stock-and-orders), pure so that they are tested on their own.
 * Amounts are integer baisa.
 */
export type ShippingZone = 'oman' | 'gcc' | 'world';

const GCC = new Set(['AE', 'SA', 'QA', 'BH', 'KW']);

export function shippingZoneOf(country: string): ShippingZone {
  const code = country.trim().toUpperCase();
  if (code === 'OM') return 'oman';
  return GCC.has(code) ? 'gcc' : 'world';
}

export interface PricingRules {
  /** Oman's VAT, percent as a decimal string ("5"). */
  tax_rate: string;
  /** VAT on deliveries to the GCC and the rest of the world, set by the owner ("0": exports). */
  export_tax_rates: Record<Exclude<ShippingZone, 'oman'>, string>;
  shipping_rates: Record<ShippingZone, number>;
  free_delivery_threshold: number;
}

export interface Totals {
  sub_total: number;
  shipping: number;
  tax: number;
  total: number;
}

/** The VAT rate (percent string) of deliveries to `zone`: Oman's rate at home, the owner's for exports. */
export function taxRateOf(zone: ShippingZone, rules: Pick<PricingRules, 'tax_rate' | 'export_tax_rates'>): string {
  return zone === 'oman' ? rules.tax_rate : rules.export_tax_rates[zone];
}

/**
 * Shipping is the zone's rate unless the sub-total reaches the free-delivery threshold; nothing to
 * ship costs nothing. VAT, at the zone's rate, is charged on goods and shipping together, rounded
 * half-up to a baisa.
 */
export function computeTotals(subTotal: number, zone: ShippingZone, rules: PricingRules): Totals {
  if (!(subTotal > 0)) return { sub_total: 0, shipping: 0, tax: 0, total: 0 };
  const shipping = subTotal >= rules.free_delivery_threshold ? 0 : rules.shipping_rates[zone];
  const tax = percentOf(subTotal + shipping, taxRateOf(zone, rules));
  return { sub_total: subTotal, shipping, tax, total: subTotal + shipping + tax };
}
