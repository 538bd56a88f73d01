import { describe, expect, it } from 'vitest';
import { convertMinor, discountedPrice, formatAmount, formatPrice, OMR, percentOf } from './money.ts';

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

  it('applies a discount only above 0 percent (SPEC §5)', () => {
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
