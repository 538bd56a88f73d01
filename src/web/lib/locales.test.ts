import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, LANGUAGES } from './i18n.ts';

/**
 * Every translation file of every namespace (public/locales/{lng}/{ns}.json) has the same keys in all
 * languages, no empty text, and the same {{placeholders}} as English: a missing key shows English (or
 * worse, the raw key) to a French, German or Arabic visitor.
 */
const root = path.resolve('public/locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object' && value !== null) {
      for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
    } else {
      out.set(`${prefix}${key}`, value);
    }
  }
  return out;
}

const read = (lng: string, ns: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(root, lng, `${ns}.json`), 'utf8')) as Tree);
/** A plural key counts once, whatever forms the language needs ('count_one', 'count_other' → 'count'). */
const baseKeys = (entries: Map<string, string>) => new Set([...entries.keys()].map((k) => k.replace(PLURAL, '')));
const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!));

/** The back office's namespaces (admin*.json) are in its own languages, English and Arabic. */
const isBackOffice = (ns: string) => ns.startsWith('admin');
// Besides English; src/web/admin/lib/i18n.test.ts checks that this is the back office's list.
const BACK_OFFICE_LANGUAGES: readonly string[] = ['ar'];
const allNamespaces = fs
  .readdirSync(path.join(root, FALLBACK_LANGUAGE))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .sort();
const namespaces = allNamespaces.filter((ns) => !isBackOffice(ns));
const backOfficeNamespaces = allNamespaces.filter(isBackOffice);
const others = LANGUAGES.map((l) => l.code).filter((code) => code !== FALLBACK_LANGUAGE);

describe('translation files', () => {
  it('exist for the same namespaces in every language', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const lng of others) {
      const files = fs
        .readdirSync(path.join(root, lng))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, ''))
        .sort();
      expect(files, lng).toEqual(BACK_OFFICE_LANGUAGES.includes(lng) ? allNamespaces : namespaces);
    }
  });

  it('of the back office exist', () => {
    expect(backOfficeNamespaces.length).toBeGreaterThan(0);
  });

  describe.each([
    ...namespaces.map((ns) => [ns, others] as const),
    ...backOfficeNamespaces.map((ns) => [ns, BACK_OFFICE_LANGUAGES] as const),
  ])('%s', (ns, languages) => {
    const english = read(FALLBACK_LANGUAGE, ns);

    it.each(languages)('has the same keys in %s as in English', (lng) => {
      const translated = read(lng, ns);
      const missing = [...baseKeys(english)].filter((k) => !baseKeys(translated).has(k));
      const extra = [...baseKeys(translated)].filter((k) => !baseKeys(english).has(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      // Every plural has its 'other' form, the one i18next falls back to.
      for (const key of english.keys()) {
        if (PLURAL.test(key)) expect(translated.has(key.replace(PLURAL, '_other')), `${lng} ${key}`).toBe(true);
      }
    });

    it.each([FALLBACK_LANGUAGE, ...languages])('has no empty texts and the English placeholders in %s', (lng) => {
      const translated = read(lng, ns);
      const englishPlaceholders = new Map<string, Set<string>>();
      for (const [key, text] of english) {
        const base = key.replace(PLURAL, '');
        englishPlaceholders.set(base, new Set([...(englishPlaceholders.get(base) ?? []), ...placeholders(text)]));
      }
      for (const [key, text] of translated) {
        expect(text.trim(), `${lng} ${ns}:${key} is empty`).not.toBe('');
        const expected = englishPlaceholders.get(key.replace(PLURAL, '')) ?? new Set();
        const found = placeholders(text);
        // A plural form may leave out {{count}} ('one work'), but never brings in a variable English lacks.
        if (PLURAL.test(key))
          expect(
            [...found].filter((p) => !expected.has(p)),
            `${lng} ${ns}:${key}`,
          ).toEqual([]);
        else expect([...found].sort(), `${lng} ${ns}:${key}`).toEqual([...expected].sort());
      }
    });
  });
});

/**
 * The visitor's two saved lists go by one name each in every language: the header's, the phone
 * menu's, the artwork buttons', the toasts' and the list page's. ('Merkliste' on the header and
 * 'Wunschliste' on the button read as two different lists.)
 */
const savedListWords: Record<(typeof LANGUAGES)[number]['code'], { wishlist: RegExp; compare: RegExp }> = {
  en: { wishlist: /wishlist/i, compare: /compar/i },
  fr: { wishlist: /liste d['’]envies/i, compare: /comparateur/ },
  de: { wishlist: /Merkliste/, compare: /Vergleich/ },
  ar: { wishlist: /قائمة (الأمنيات|أمنيات)/, compare: /المقارنة/ },
};
const wishlistTexts = {
  common: [
    'nav.wishlist',
    'saved.wishlistEmpty',
    'saved.toast.addedToWishlist',
    'saved.toast.alreadyInWishlist',
    'saved.toast.removedFromWishlist',
  ],
  catalog: ['quickView.addToWishlist', 'quickView.inWishlist'],
};
// The header's 'Compare' is a verb in most languages; the list's own name is in these.
const compareTexts = {
  common: ['saved.toast.addedToCompare', 'saved.toast.removedFromCompare'],
  catalog: ['quickView.addToCompare', 'quickView.inCompare'],
};

describe('the names of the saved lists', () => {
  it.each(LANGUAGES.map((l) => l.code))('are the same on every screen in %s', (lng) => {
    const words = savedListWords[lng];
    for (const [texts, name] of [
      [wishlistTexts, words.wishlist],
      [compareTexts, words.compare],
    ] as const) {
      for (const [ns, keys] of Object.entries(texts)) {
        const translated = read(lng, ns);
        for (const key of keys) expect(translated.get(key), `${lng} ${ns}:${key}`).toMatch(name);
      }
    }
  });
});
