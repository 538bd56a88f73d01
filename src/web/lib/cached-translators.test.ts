import fs from 'node:fs';
import path from 'node:path';
import i18next, { type Resource } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, sharedOptions } from './i18n.ts';
import { cacheTranslators } from './cached-translators.ts';

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

/** i18next as it is, and the same with cacheTranslators: the two must give the same words. */
function pair(resources: Resource, lng = 'en') {
  const make = () => {
    const instance = i18next.createInstance();
    void instance.init({ ...sharedOptions(), lng, resources, initAsync: false });
    return instance;
  };
  return { plain: make(), cached: cacheTranslators(make()) };
}

describe('cacheTranslators', () => {
  const resources = allTranslations();

  it('gives every word of every file, in every language, as i18next does', () => {
    const { plain, cached } = pair(resources);
    let compared = 0;
    for (const { code } of LANGUAGES) {
      for (const [ns, file] of Object.entries(resources.en!)) {
        const plainT = plain.getFixedT(code, ns);
        const cachedT = cached.getFixedT(code, ns);
        // English has every key; the other languages fall back to it where they lack one.
        for (const key of keysOf(file)) {
          expect(cachedT(key), `${code} ${ns}:${key}`).toBe(plainT(key));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('fills in every word with placeholders, in every language, as i18next does', () => {
    const { plain, cached } = pair(resources);
    let compared = 0;
    for (const { code } of LANGUAGES) {
      for (const [ns, file] of Object.entries(resources.en!)) {
        const plainT = plain.getFixedT(code, ns) as unknown as (key: string, options?: object) => string;
        const cachedT = cached.getFixedT(code, ns) as unknown as (key: string, options?: object) => string;
        for (const key of keysOf(file)) {
          const word = plainT(key);
          const names = [...new Set([...`${word}`.matchAll(/\{\{\s*([^{},\s]+)/g)].map((m) => m[1]!))];
          if (names.length === 0) continue;
          const asText = Object.fromEntries(names.map((name) => [name, `«${name}»`]));
          const asNumbers = Object.fromEntries(names.map((name, i) => [name, i === 0 ? 1 : 12.5]));
          const withTwo = Object.fromEntries(names.map((name, i) => [name, i === 0 ? 2 : 'x']));
          for (const values of [asText, asNumbers, withTwo, {}, { ...asText, extra: 'unused' }]) {
            expect(cachedT(key, values), `${code} ${ns}:${key} ${JSON.stringify(values)}`).toBe(plainT(key, values));
            compared += 1;
          }
          // A value i18next would read as a word of its own or a placeholder: left to it.
          const tricky = Object.fromEntries(names.map((name) => [name, '$t(nav.home) {{other}}']));
          expect(cachedT(key, tricky)).toBe(plainT(key, tricky));
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('fills in odd placeholders as i18next does, or leaves them to it', () => {
    const { plain, cached } = pair({
      en: {
        common: {
          braces: 'Size {{{size}}}',
          open: 'Size {{size} cm',
          openBefore: 'Size {{ in {{size}} cm',
          spaced: 'By {{ name }}',
          formatted: 'On {{day, datetime}}',
          unescaped: 'By {{- name}}',
          twice: '{{name}} and {{name}}',
          reserved: '{{count}} works by {{name}}',
          deep: 'By {{artist.name}}',
        },
      },
    });
    const plainT = plain.getFixedT('en', 'common') as unknown as (key: string, options?: object) => string;
    const cachedT = cached.getFixedT('en', 'common') as unknown as (key: string, options?: object) => string;
    const values = { size: 12, name: 'Aisha <b>', day: new Date(0), count: 3, artist: { name: 'Layla' } };
    for (const key of [
      'braces',
      'open',
      'openBefore',
      'spaced',
      'formatted',
      'unescaped',
      'twice',
      'reserved',
      'deep',
    ]) {
      const needed = Object.fromEntries(Object.entries(values).filter(([name]) => plainT(key, {}).includes(name)));
      expect(cachedT(key, needed), key).toBe(plainT(key, needed));
      expect(cachedT(key, values), key).toBe(plainT(key, values));
    }
    expect(cachedT('twice', { name: 'Noor' })).toBe('Noor and Noor');
  });

  it('leaves words with options, namespaces in the key and missing words to i18next', () => {
    const { plain, cached } = pair(resources);
    for (const code of ['en', 'ar', 'fr-CA']) {
      const plainT = plain.getFixedT(code, 'catalog');
      const cachedT = cached.getFixedT(code, 'catalog');
      expect(cachedT('facts.dimensionsValue', { size: '12 × 3' })).toBe(
        plainT('facts.dimensionsValue', { size: '12 × 3' }),
      );
      expect(cachedT('facts.dimensionsValue', { size: '12 × 3' })).toContain('12 × 3');
      expect(cachedT('list.count', { count: 1 })).toBe(plainT('list.count', { count: 1 }));
      expect(cachedT('list.count', { count: 7 })).toBe(plainT('list.count', { count: 7 }));
      expect(cachedT('common:nav.home')).toBe(plainT('common:nav.home'));
      // Not in the catalogue's file: i18next's fallback namespace (common) has it.
      expect(cachedT('nav.home')).toBe(plainT('nav.home'));
      expect(cachedT('no.such.key')).toBe(plainT('no.such.key'));
      expect(cachedT('no.such.key', 'a default')).toBe('a default');
    }
  });

  it('takes a word from the fallback language when the language lacks it, as i18next does', () => {
    const { plain, cached } = pair({
      en: { common: { greeting: 'Welcome', only: 'Only in English', empty: 'Not empty in English' } },
      fr: { common: { greeting: 'Bienvenue', empty: '' } },
    });
    for (const key of ['greeting', 'only', 'empty']) {
      expect(cached.getFixedT('fr', 'common')(key), key).toBe(plain.getFixedT('fr', 'common')(key));
    }
    expect(cached.getFixedT('fr', 'common')('only')).toBe('Only in English');
  });

  it('reads words with a key prefix, and nested words, as i18next does', () => {
    const { plain, cached } = pair({
      en: { common: { card: { title: 'Title', nested: 'See $t(card.title)', value: 'By {{name}}' } } },
    });
    const cachedT = cached.getFixedT('en', 'common', 'card');
    const plainT = plain.getFixedT('en', 'common', 'card');
    for (const key of ['title', 'nested', 'value', 'missing']) expect(cachedT(key), key).toBe(plainT(key));
    expect(cachedT('nested')).toBe('See Title');
  });

  it("answers plain words and plain values without i18next's lookup, and the rest with it", () => {
    const { cached } = pair(resources);
    const lookup = vi.spyOn(cached, 't');
    const t = cached.getFixedT('en', 'catalog') as unknown as (key: string, options?: object) => string;
    expect(t('purchase.buyNow')).toBe('Buy Now');
    expect(t('facts.dimensionsValue', { size: '12 × 3' })).toBe('12 × 3 cm');
    expect(lookup).not.toHaveBeenCalled();
    t('list.count', { count: 2 });
    t('nav.home');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('caches one translator per language, namespace and prefix', () => {
    const { cached } = pair(resources);
    expect(cached.getFixedT('en', 'catalog')).toBe(cached.getFixedT('en', 'catalog'));
    expect(cached.getFixedT('fr', 'catalog')).not.toBe(cached.getFixedT('en', 'catalog'));
    expect(cached.getFixedT('en', 'gallery')).not.toBe(cached.getFixedT('en', 'catalog'));
    expect(cached.getFixedT('en', 'catalog', 'purchase')).not.toBe(cached.getFixedT('en', 'catalog'));
    expect((cached.getFixedT('fr', 'catalog') as unknown as { lng: string }).lng).toBe('fr');
  });

  it('finds the words of a namespace added later, and forgets none it changed', () => {
    const { cached } = pair({ en: { common: { hello: 'Hello' } } });
    const t = cached.getFixedT('en', 'extra');
    expect(t('word')).toBe('word');
    cached.addResourceBundle('en', 'extra', { word: 'A word' });
    expect(t('word')).toBe('A word');
    cached.addResourceBundle('en', 'extra', { word: 'Another word' }, true, true);
    expect(t('word')).toBe('Another word');
  });

  it('leaves a translator of the current language, whatever it is, to i18next', async () => {
    const { cached } = pair(resources);
    const current = cached.getFixedT(null, 'common');
    expect(current('nav.home')).toBe('Home');
    await cached.changeLanguage('fr');
    expect(current('nav.home')).toBe(cached.getFixedT('fr', 'common')('nav.home'));
    expect(current('nav.home')).not.toBe('Home');
  });
});
