import { describe, expect, it } from 'vitest';
import { baisaToOmr, omrToBaisa } from './rials.ts';

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
