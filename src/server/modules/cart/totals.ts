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
  /** Percent as a decimal string ("5"). */
  tax_rate: string;
  shipping_rates: Record<ShippingZone, number>;
  free_delivery_threshold: number;
}

export interface Totals {
  sub_total: number;
  shipping: number;
  tax: number;
  total: number;
}

/**
 * Shipping is the zone's rate unless the sub-total reaches the free-delivery threshold; nothing to
 * ship costs nothing. VAT is charged on goods and shipping together, rounded half-up to a baisa.
 */
export function computeTotals(subTotal: number, zone: ShippingZone, rules: PricingRules): Totals {
  if (!(subTotal > 0)) return { sub_total: 0, shipping: 0, tax: 0, total: 0 };
  const shipping = subTotal >= rules.free_delivery_threshold ? 0 : rules.shipping_rates[zone];
  const tax = percentOf(subTotal + shipping, rules.tax_rate);
  return { sub_total: subTotal, shipping, tax, total: subTotal + shipping + tax };
}
