import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import '../test-words.ts';
import { ADMIN_LANGUAGES, adminI18n, t } from './i18n.ts';

describe("the back office's languages", () => {
  it('each have their words in public/locales, and no storefront-only language has them', () => {
    const root = path.resolve('public/locales');
    const withWords = fs
      .readdirSync(root)
      .filter((lng) => fs.existsSync(path.join(root, lng, 'admin.json')))
      .sort();
    expect(withWords).toEqual(ADMIN_LANGUAGES.map((l) => l.code).sort());
  });

  it("write Arabic's plurals in all their forms", async () => {
    await adminI18n.changeLanguage('ar');
    try {
      expect(t('newsletter.count', { count: 1 })).toBe('مشترك واحد');
      expect(t('newsletter.count', { count: 2 })).toBe('مشتركان');
      expect(t('newsletter.count', { count: 3 })).toBe('3 مشتركين');
      expect(t('newsletter.count', { count: 11 })).toBe('11 مشتركًا');
      expect(t('newsletter.count', { count: 100 })).toBe('100 مشترك');
    } finally {
      await adminI18n.changeLanguage('en');
    }
    expect(t('newsletter.count', { count: 2 })).toBe('2 subscribers');
  });
});
