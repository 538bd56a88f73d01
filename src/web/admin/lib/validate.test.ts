import { describe, expect, it } from 'vitest';
import '../test-words.ts';
import { baisaToOmr, omrToBaisa, phoneNumber, slugify } from './validate.ts';

describe('rials typed by staff', () => {
  it('become integer baisa exactly, with at most 3 decimals', () => {
    expect(omrToBaisa('1250.5')).toBe(1_250_500);
    expect(omrToBaisa('1,250.500')).toBe(1_250_500);
    expect(omrToBaisa(' 0.001 ')).toBe(1);
    expect(omrToBaisa('0.1')).toBe(100);
    // 0.1 + 0.2 in floating point is not 0.3: no float maths is involved.
    expect(omrToBaisa('0.3')).toBe(300);
    expect(omrToBaisa('19.99')).toBe(19_990);
    expect(omrToBaisa('٣٥')).toBe(35_000);
    expect(omrToBaisa('7.')).toBe(7_000);
  });

  it('refuse what is not an amount', () => {
    for (const text of ['', '12.3456', '-5', 'abc', '1.2.3', '1e3', '.5']) expect(omrToBaisa(text), text).toBeNull();
  });

  it('are shown back with three decimals', () => {
    expect(baisaToOmr(1_250_500)).toBe('1250.500');
    expect(baisaToOmr(1)).toBe('0.001');
    expect(baisaToOmr(0)).toBe('0.000');
    expect(omrToBaisa(baisaToOmr(987_654_321))).toBe(987_654_321);
  });
});

describe('slugs made from names', () => {
  it('are lowercase words joined by dashes', () => {
    expect(slugify('Qurum at Low Tide')).toBe('qurum-at-low-tide');
    expect(slugify('  Café — Muttrah’s Corniche, 2024! ')).toBe('cafe-muttrahs-corniche-2024');
    expect(slugify('نون')).toBe('');
  });
});

describe('phone numbers typed by staff', () => {
  it('pass the rule the checkout and the accounts use, or may be left empty', () => {
    for (const text of ['+968 2469 1234', '24691234', '+968 (24) 69-1234', '  +968 9123 4567  ', '', '   '])
      expect(phoneNumber(text), text).toBeUndefined();
  });

  it('are refused when they are words, markup or too short or long', () => {
    for (const text of [
      'call me maybe!!',
      '<script>alert(1)</script>',
      '+968',
      '12345',
      '+968 2469 1234 ext 5',
      '1'.repeat(31),
    ])
      expect(phoneNumber(text), text).toBe('Enter a phone number such as +968 9123 4567.');
  });
});
