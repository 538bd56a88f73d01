import { describe, expect, it } from 'vitest';
import {
  billTotal,
  formatRials,
  convertMinor,
  discountedPrice,
  formatAmount,
  formatMinorAmount,
  formatMinorPrice,
  formatPrice,
  OMR,
  percentOf,
  shownBill,
  shownLineTotal,
  shownShortfall,
  type Currency,
} from './money.ts';

const EUR = { code: 'EUR', symbol: '€', name: 'Euro', rate: '2.4010', decimals: 2 };

describe('money', () => {
  it('shows OMR with the rial sign and three decimals', () => {
    expect(formatPrice(120_500, OMR)).toBe('\uFDFC120.500');
    expect(formatPrice(5, OMR)).toBe('\uFDFC0.005');
    expect(formatPrice(1_234_567_000, OMR)).toBe('\uFDFC1,234,567.000');
  });

  it('converts as base × rate rounded half-up to the currency decimals', () => {
    // 200 OMR × 2.4010 = 480.20 EUR
    expect(convertMinor(200_000, EUR)).toBe(48_020);
    expect(formatPrice(200_000, EUR)).toBe('€480.20');
    // 0.0125 → 0.01 after ×1, 0.005 OMR × 1 = 0.005 → rounds half-up to 0.01
    expect(convertMinor(5, { rate: '1', decimals: 2 })).toBe(1);
    expect(convertMinor(4, { rate: '1', decimals: 2 })).toBe(0);
  });

  it('keeps exact decimals without float drift', () => {
    // 0.1 + 0.2 style errors would show up here with floats
    expect(formatAmount(300, { rate: '0.1', decimals: 2 })).toBe('0.03');
    expect(convertMinor(1_000, { rate: '2.6008', decimals: 2 })).toBe(260);
  });

  it('applies a discount only above 0 percent (docs/product.md#money-and-rounding)', () => {
    expect(discountedPrice(100_000, 0)).toBe(100_000);
    expect(discountedPrice(100_000, -5)).toBe(100_000);
    expect(discountedPrice(100_000, 15)).toBe(85_000);
    expect(discountedPrice(99_999, 33)).toBe(66_999); // 66999.33 → 66999
    expect(discountedPrice(1_001, 50)).toBe(501); // 500.5 → half-up 501
  });

  it('computes VAT half-up on baisa', () => {
    expect(percentOf(100_000, '5')).toBe(5_000);
    expect(percentOf(10_010, '5')).toBe(501); // 500.5 → 501
    expect(percentOf(1_000, '5.5')).toBe(55);
  });

  it('refuses a malformed rate', () => {
    expect(() => convertMinor(1, { rate: 'abc', decimals: 2 })).toThrow();
  });
});

// The demo gallery's rates (src/server/db/seed/site.ts).
const DEMO: Record<'USD' | 'EUR' | 'GBP', Currency> = {
  USD: { code: 'USD', symbol: '$', name: 'US Dollar', rate: '2.6008', decimals: 2 },
  EUR: { code: 'EUR', symbol: '€', name: 'Euro', rate: '2.4010', decimals: 2 },
  GBP: { code: 'GBP', symbol: '£', name: 'Pound Sterling', rate: '2.0450', decimals: 2 },
};
/** A 95 OMR print, the demo cart of the bug report. */
const PRINT = 95_000;
const shown = (minor: number, currency: Currency) => formatMinorPrice(minor, currency);

describe('converted money adds up as shown', () => {
  it('formats minor units as formatPrice does after converting', () => {
    expect(formatMinorPrice(468_020, DEMO.EUR)).toBe('€4,680.20');
    expect(formatMinorAmount(5, DEMO.EUR)).toBe('0.05');
    expect(formatMinorAmount(120_500, OMR)).toBe('120.500');
    expect(formatMinorPrice(convertMinor(123_456, DEMO.GBP), DEMO.GBP)).toBe(formatPrice(123_456, DEMO.GBP));
  });

  it('makes a line total the shown unit price times the quantity', () => {
    expect(formatPrice(PRINT, DEMO.EUR)).toBe('€228.10');
    expect(shown(shownLineTotal(PRINT, 2, DEMO.EUR), DEMO.EUR)).toBe('€456.20'); // converted alone: €456.19
    expect(shown(shownLineTotal(PRINT, 3, DEMO.EUR), DEMO.EUR)).toBe('€684.30'); // converted alone: €684.29
    expect(formatPrice(PRINT, DEMO.USD)).toBe('$247.08');
    expect(shown(shownLineTotal(PRINT, 3, DEMO.USD), DEMO.USD)).toBe('$741.24'); // converted alone: $741.23
    expect(formatPrice(PRINT, DEMO.GBP)).toBe('£194.28');
    expect(shown(shownLineTotal(PRINT, 3, DEMO.GBP), DEMO.GBP)).toBe('£582.84'); // converted alone: £582.83
    // The conversion of the sum on its own is what disagreed.
    expect(formatPrice(PRINT * 3, DEMO.EUR)).toBe('€684.29');
  });

  it('makes the sub-total the sum of the shown lines and the total the rial total converted once', () => {
    // Checkout in GBP: one print to Oman, 3.000 OMR shipping, 5 % VAT of 4.900 OMR.
    const gbp = shownBill({ lines: [{ unitPrice: PRINT, quantity: 1 }], shipping: 3_000, tax: 4_900 }, DEMO.GBP);
    expect([gbp.subTotal, gbp.shipping, gbp.tax, gbp.total].map((m) => shown(m, DEMO.GBP))).toEqual([
      '£194.28',
      '£6.14',
      '£10.02',
      '£210.43', // the shown parts add up to £210.44
    ]);
    expect(formatPrice(PRINT + 3_000 + 4_900, DEMO.GBP)).toBe('£210.43');
    // Checkout in EUR: 1,945.000 OMR of works, free delivery, 97.250 OMR VAT.
    const eur = shownBill(
      {
        lines: [
          { unitPrice: 1_850_000, quantity: 1 },
          { unitPrice: PRINT, quantity: 1 },
        ],
        shipping: 0,
        tax: 97_250,
      },
      DEMO.EUR,
    );
    expect([eur.subTotal, eur.tax, eur.total].map((m) => shown(m, DEMO.EUR))).toEqual([
      '€4,669.95',
      '€233.50',
      '€4,903.44', // the shown parts add up to €4,903.45
    ]);
    expect(formatPrice(1_945_000 + 97_250, DEMO.EUR)).toBe('€4,903.44');
    const cart = shownBill({ lines: [{ unitPrice: PRINT, quantity: 3 }], shipping: 3_000, tax: 14_400 }, DEMO.USD);
    expect(cart.subTotal).toBe(3 * convertMinor(PRINT, DEMO.USD));
    expect(cart.total).toBe(convertMinor(PRINT * 3 + 3_000 + 14_400, DEMO.USD));
  });

  it('shows as the total what is charged, converted (€3,317.71 shown, €3,317.70 charged)', () => {
    // 1,316.000 OMR of works and 5 % VAT: OMR 1,381.800 charged, €3,317.70 at 2.4010.
    const bill = {
      lines: [
        { unitPrice: 1_221_000, quantity: 1 },
        { unitPrice: PRINT, quantity: 1 },
      ],
      shipping: 0,
      tax: 65_800,
    };
    expect(billTotal(bill)).toBe(1_381_800);
    const eur = shownBill(bill, DEMO.EUR);
    expect([eur.subTotal, eur.tax].map((m) => shown(m, DEMO.EUR))).toEqual(['€3,159.72', '€157.99']);
    // The shown parts add up to €3,317.71; the total is the amount charged, converted.
    expect(shown(eur.subTotal + eur.shipping + eur.tax, DEMO.EUR)).toBe('€3,317.71');
    expect(shown(eur.total, DEMO.EUR)).toBe('€3,317.70');
    expect(eur.total).toBe(convertMinor(1_381_800, DEMO.EUR));
  });

  it('shows in rials exactly what is charged', () => {
    const lines = [
      { unitPrice: PRINT, quantity: 3 },
      { unitPrice: 108_001, quantity: 1 },
    ];
    const subTotal = PRINT * 3 + 108_001;
    const tax = percentOf(subTotal, '5');
    expect(shownBill({ lines, shipping: 0, tax }, OMR)).toEqual({
      subTotal,
      shipping: 0,
      tax,
      total: subTotal + tax,
    });
    expect(shownBill({ lines: [], shipping: 0, tax: 0 }, DEMO.EUR)).toEqual({
      subTotal: 0,
      shipping: 0,
      tax: 0,
      total: 0,
    });
  });

  it('shows what is missing for free delivery as the shown threshold less the shown sub-total', () => {
    // 200 OMR threshold (€480.20) with one print in the cart (€228.10): €252.10, not 105 OMR alone (€252.11).
    const sub = shownBill({ lines: [{ unitPrice: PRINT, quantity: 1 }], shipping: 3_000, tax: 4_900 }, DEMO.EUR);
    expect(shown(shownShortfall(105_000, 200_000, sub.subTotal, DEMO.EUR), DEMO.EUR)).toBe('€252.10');
    expect(shownShortfall(105_000, 200_000, 95_000, OMR)).toBe(105_000);
    // Rounded lines can reach the shown threshold while baisa are still missing: the missing baisa then.
    expect(shownShortfall(5, 200_000, 48_020, DEMO.EUR)).toBe(1);
  });
});

describe('rials as staff, e-mails and invoices say them', () => {
  it('puts the code before the amount, or the Arabic abbreviation after it', () => {
    expect(formatRials(1_250_500)).toBe('OMR 1,250.500');
    expect(formatRials(1_250_500, 'en')).toBe('OMR 1,250.500');
    expect(formatRials(3_000, 'ar')).toBe('3.000 ر.ع.');
    expect(formatRials(-500)).toBe('OMR -0.500');
  });
});
