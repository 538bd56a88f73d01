import fs from 'node:fs';
import path from 'node:path';
import i18next, { type Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, sharedOptions } from './i18n.ts';
import { keepWords } from './kept-words.ts';

/** Every translation file of the storefront, as the browser loads them. */
function allTranslations(): Resource {
  const root = path.resolve('public/locales');
  const resources: Resource = {};
  for (const { code } of LANGUAGES) {
    resources[code] = {};
    for (const file of fs.readdirSync(path.join(root, code))) {
      resources[code][path.basename(file, '.json')] = JSON.parse(fs.readFileSync(path.join(root, code, file), 'utf8'));
    }
  }
  return resources;
}

/** Every key of a file whose word is a string ('nav.home'), nested objects walked. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

/** i18next as it is, and the same with keepWords: the two must give the same words. */
function pair(resources: Resource, lng = 'en') {
  const make = () => {
    const instance = i18next.createInstance();
    void instance.init({ ...sharedOptions(), lng, resources, initAsync: false });
    return instance;
  };
  return { plain: make(), kept: keepWords(make()) };
}

describe('keepWords', () => {
  const resources = allTranslations();

  it('gives every word of every file, in every language, as i18next does', () => {
    const { plain, kept } = pair(resources);
    let compared = 0;
    for (const { code } of LANGUAGES) {
      for (const [ns, file] of Object.entries(resources.en!)) {
        const plainT = plain.getFixedT(code, ns);
        const keptT = kept.getFixedT(code, ns);
        // English has every key; the other languages fall back to it where they lack one.
        for (const key of keysOf(file)) {
          expect(keptT(key), `${code} ${ns}:${key}`).toBe(plainT(key));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('leaves words with options, namespaces in the key and missing words to i18next', () => {
    const { plain, kept } = pair(resources);
    for (const code of ['en', 'ar', 'fr-CA']) {
      const plainT = plain.getFixedT(code, 'catalog');
      const keptT = kept.getFixedT(code, 'catalog');
      expect(keptT('facts.dimensionsValue', { size: '12 × 3' })).toBe(plainT('facts.dimensionsValue', { size: '12 × 3' }));
      expect(keptT('facts.dimensionsValue', { size: '12 × 3' })).toContain('12 × 3');
      expect(keptT('list.count', { count: 1 })).toBe(plainT('list.count', { count: 1 }));
      expect(keptT('list.count', { count: 7 })).toBe(plainT('list.count', { count: 7 }));
      expect(keptT('common:nav.home')).toBe(plainT('common:nav.home'));
      // Not in the catalogue's file: i18next's fallback namespace (common) has it.
      expect(keptT('nav.home')).toBe(plainT('nav.home'));
      expect(keptT('no.such.key')).toBe(plainT('no.such.key'));
      expect(keptT('no.such.key', 'a default')).toBe('a default');
    }
  });

  it('takes a word from the fallback language when the language lacks it, as i18next does', () => {
    const { plain, kept } = pair({
      en: { common: { greeting: 'Welcome', only: 'Only in English', empty: 'Not empty in English' } },
      fr: { common: { greeting: 'Bienvenue', empty: '' } },
    });
    for (const key of ['greeting', 'only', 'empty']) {
      expect(kept.getFixedT('fr', 'common')(key), key).toBe(plain.getFixedT('fr', 'common')(key));
    }
    expect(kept.getFixedT('fr', 'common')('only')).toBe('Only in English');
  });

  it('reads words with a key prefix, and nested words, as i18next does', () => {
    const { plain, kept } = pair({
      en: { common: { card: { title: 'Title', nested: 'See $t(card.title)', value: 'By {{name}}' } } },
    });
    const keptT = kept.getFixedT('en', 'common', 'card');
    const plainT = plain.getFixedT('en', 'common', 'card');
    for (const key of ['title', 'nested', 'value', 'missing']) expect(keptT(key), key).toBe(plainT(key));
    expect(keptT('nested')).toBe('See Title');
  });

  it('keeps one translator per language, namespace and prefix', () => {
    const { kept } = pair(resources);
    expect(kept.getFixedT('en', 'catalog')).toBe(kept.getFixedT('en', 'catalog'));
    expect(kept.getFixedT('fr', 'catalog')).not.toBe(kept.getFixedT('en', 'catalog'));
    expect(kept.getFixedT('en', 'gallery')).not.toBe(kept.getFixedT('en', 'catalog'));
    expect(kept.getFixedT('en', 'catalog', 'purchase')).not.toBe(kept.getFixedT('en', 'catalog'));
    expect((kept.getFixedT('fr', 'catalog') as unknown as { lng: string }).lng).toBe('fr');
  });

  it('finds the words of a namespace added later, and forgets none it changed', () => {
    const { kept } = pair({ en: { common: { hello: 'Hello' } } });
    const t = kept.getFixedT('en', 'extra');
    expect(t('word')).toBe('word');
    kept.addResourceBundle('en', 'extra', { word: 'A word' });
    expect(t('word')).toBe('A word');
    kept.addResourceBundle('en', 'extra', { word: 'Another word' }, true, true);
    expect(t('word')).toBe('Another word');
  });

  it('leaves a translator of the current language, whatever it is, to i18next', async () => {
    const { kept } = pair(resources);
    const current = kept.getFixedT(null, 'common');
    expect(current('nav.home')).toBe('Home');
    await kept.changeLanguage('fr');
    expect(current('nav.home')).toBe(kept.getFixedT('fr', 'common')('nav.home'));
    expect(current('nav.home')).not.toBe('Home');
  });
});
