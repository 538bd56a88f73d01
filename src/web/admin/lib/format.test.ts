import { afterEach, describe, expect, it } from 'vitest';
import '../test-words.ts';
import { formatRials } from '#shared/money.ts';
import { countryName, formatBytes, formatDate, formatDateTime, formatMonth } from './format.ts';
import { adminI18n, adminLanguage } from './i18n.ts';

/**
 * The back office writes dates, months, amounts and countries in the staff member's language: British
 * English, or Arabic with Latin digits, as the storefront does (src/web/lib/dates.ts), so that a date
 * beside an amount or an order number never mixes two sets of digits.
 */
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

afterEach(async () => {
  await adminI18n.changeLanguage('en');
});

describe('back-office formats', () => {
  // 09:30 in Muscat (UTC+4) on 4 December 2026.
  const instant = '2026-12-04T05:30:00Z';

  it('in English: day, short month and year; amounts with the currency first', async () => {
    await adminI18n.changeLanguage('en');
    expect(formatDate(instant)).toBe('4 Dec 2026');
    expect(formatDateTime(instant)).toMatch(/^4 Dec 2026, \d{2}:30$/);
    expect(formatMonth(new Date(Date.UTC(2026, 10, 1)))).toBe('November 2026');
    expect(formatRials(1_250_500, adminLanguage())).toBe('OMR 1,250.500');
    expect(countryName('OM')).toBe('Oman');
    expect(formatBytes(1.4 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatBytes(820 * 1024)).toBe('820 kB');
    expect(formatBytes(10)).toBe('1 kB');
  });

  it('in Arabic: Arabic month names and words with Latin digits; amounts with ر.ع. after them', async () => {
    await adminI18n.changeLanguage('ar');
    // Day, month and year in Arabic's order, each part marked right to left (U+200F).
    expect(formatDate(instant)).toBe('04\u200f/12\u200f/2026');
    expect(formatDateTime(instant)).toMatch(/^04\u200f\/12\u200f\/2026، \d{1,2}:30 [صم]$/);
    expect(formatMonth(new Date(Date.UTC(2026, 10, 1)))).toBe('نوفمبر 2026');
    expect(formatRials(1_250_500, adminLanguage())).toBe('1,250.500 ر.ع.');
    expect(countryName('OM')).toBe('عُمان');
    // File sizes in Arabic unit names, not 'MB'/'KB'.
    expect(formatBytes(820 * 1024)).toBe('820 كيلوبايت');
    expect(formatBytes(1.4 * 1024 * 1024)).not.toMatch(/[A-Za-z]/);
    for (const written of [
      formatDate(instant),
      formatDateTime(instant),
      formatMonth(new Date()),
      formatRials(5, adminLanguage()),
    ])
      expect(written).not.toMatch(ARABIC_INDIC_DIGITS);
  });

  it('leaves what is not a date as it came', async () => {
    await adminI18n.changeLanguage('ar');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
  });
});
