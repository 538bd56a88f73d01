import { describe, expect, it } from 'vitest';
import { computeTotals, shippingZoneOf, type PricingRules } from './totals.ts';

const rules: PricingRules = {
  tax_rate: '5',
  export_tax_rates: { gcc: '0', world: '0' },
  shipping_rates: { oman: 3_000, gcc: 12_000, world: 35_000 },
  free_delivery_threshold: 200_000,
};

describe('shippingZoneOf', () => {
  it('puts Oman, the GCC and the rest of the world in their zones', () => {
    expect(shippingZoneOf('OM')).toBe('oman');
    expect(shippingZoneOf('om')).toBe('oman');
    for (const c of ['AE', 'SA', 'QA', 'BH', 'KW']) expect(shippingZoneOf(c)).toBe('gcc');
    for (const c of ['GB', 'FR', 'US', 'IN', 'YE', 'IR']) expect(shippingZoneOf(c)).toBe('world');
  });
});

describe('computeTotals', () => {
  it('charges the zone rate below the threshold and VAT on goods plus shipping', () => {
    // 120.000 + 3.000 = 123.000; 5% = 6.150
    expect(computeTotals(120_000, 'oman', rules)).toEqual({
      sub_total: 120_000,
      shipping: 3_000,
      tax: 6_150,
      total: 129_150,
    });
    expect(computeTotals(120_000, 'gcc', rules).shipping).toBe(12_000);
    expect(computeTotals(120_000, 'world', rules).shipping).toBe(35_000);
  });

  it('ships free from the threshold on, in every zone', () => {
    expect(computeTotals(200_000, 'oman', rules)).toEqual({
      sub_total: 200_000,
      shipping: 0,
      tax: 10_000,
      total: 210_000,
    });
    expect(computeTotals(199_999, 'oman', rules).shipping).toBe(3_000);
    expect(computeTotals(250_000, 'world', rules).shipping).toBe(0);
  });

  it('charges VAT by destination: Oman’s rate at home, the owner’s export rates abroad', () => {
    // 300.000 to the UAE: free delivery, no VAT by default.
    expect(computeTotals(300_000, 'gcc', rules)).toEqual({ sub_total: 300_000, shipping: 0, tax: 0, total: 300_000 });
    expect(computeTotals(300_000, 'world', rules).tax).toBe(0);
    const taxedAbroad = { ...rules, export_tax_rates: { gcc: '5', world: '2.5' } };
    expect(computeTotals(300_000, 'gcc', taxedAbroad).tax).toBe(15_000);
    expect(computeTotals(300_000, 'world', taxedAbroad).tax).toBe(7_500);
    expect(computeTotals(300_000, 'oman', { ...taxedAbroad, tax_rate: '0' }).tax).toBe(0);
  });

  it('rounds VAT half-up to the baisa', () => {
    // (10 + 3000) × 5% = 150.5 → 151; (9 + 3000) × 5% = 150.45 → 150
    expect(computeTotals(10, 'oman', rules).tax).toBe(151);
    expect(computeTotals(9, 'oman', rules).tax).toBe(150);
    expect(computeTotals(10, 'oman', { ...rules, tax_rate: '5.5' }).tax).toBe(166); // 165.55
  });

  it('costs nothing for an empty cart', () => {
    expect(computeTotals(0, 'oman', rules)).toEqual({ sub_total: 0, shipping: 0, tax: 0, total: 0 });
  });

  it('follows the settings', () => {
    const noVat = { ...rules, tax_rate: '0', free_delivery_threshold: 50_000 };
    expect(computeTotals(60_000, 'gcc', noVat)).toEqual({ sub_total: 60_000, shipping: 0, tax: 0, total: 60_000 });
  });
});
