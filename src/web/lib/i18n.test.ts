import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import {
  askedLanguage,
  detectedLanguage,
  detection,
  followLanguageInDocument,
  initI18n,
  normaliseLanguage,
} from './i18n.ts';
import { testResources } from './test-utils.tsx';

async function detectWith(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  const instance = i18next.createInstance();
  instance.use(LanguageDetector);
  await instance.init({
    fallbackLng: 'en',
    supportedLngs: ['en', 'fr', 'de', 'ar'],
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    resources: testResources,
    defaultNS: 'common',
    detection,
  });
  return instance;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('languages', () => {
  it("takes the template's 'fn' as French", () => {
    expect(normaliseLanguage('fn')).toBe('fr');
    expect(normaliseLanguage('FN')).toBe('fr');
    expect(normaliseLanguage('fn-FR')).toBe('fr');
    expect(normaliseLanguage('de')).toBe('de');
  });

  it('opens an old ?lng=fn link in French and caches the choice as fr', async () => {
    const instance = await detectWith('?lng=fn');
    expect(instance.resolvedLanguage).toBe('fr');
    expect(instance.t('nav.about')).toBe('À propos');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });

  it('reads a stored fn choice as French too', async () => {
    localStorage.setItem('i18nextLng', 'fn');
    const instance = await detectWith('');
    expect(instance.resolvedLanguage).toBe('fr');
  });

  it('tells the language the storefront will start in before i18next has settled it', () => {
    localStorage.setItem('i18nextLng', 'de');
    window.history.replaceState(null, '', '/arts?lng=fn');
    const { instance } = initI18n();
    expect(instance.language).toBeUndefined();
    expect(detectedLanguage(instance)).toBe('fr');
  });

  it('puts the query parameter before the stored choice', async () => {
    localStorage.setItem('i18nextLng', 'de');
    const instance = await detectWith('?lng=ar');
    expect(instance.resolvedLanguage).toBe('ar');
  });

  it('turns the page right to left for Arabic and back', async () => {
    const instance = await detectWith('?lng=en');
    followLanguageInDocument(instance);
    expect(document.documentElement.dir).toBe('ltr');
    await instance.changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await instance.changeLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('leaves <html lang dir> untouched when they already say the language (writing them restyles the page)', async () => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    const written: string[] = [];
    const watcher = new MutationObserver((records) =>
      records.forEach((record) => written.push(record.attributeName ?? '')),
    );
    watcher.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
    const instance = await detectWith('?lng=en');
    followLanguageInDocument(instance);
    await instance.changeLanguage('en');
    await Promise.resolve();
    expect(written).toEqual([]);
    await instance.changeLanguage('fr');
    await Promise.resolve();
    expect(written).toEqual(['lang']);
    watcher.disconnect();
  });

  it("reads a browser's regional language as the language the gallery has files for", async () => {
    document.cookie = 'i18next=; max-age=0; path=/';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    const instance = await detectWith('');
    expect(askedLanguage(instance)).toBe('en');
    followLanguageInDocument(instance);
    await instance.changeLanguage('de-CH');
    expect(document.documentElement.lang).toBe('de');
  });

  // Every namespace having the same keys in all four languages: locales.test.ts.
});

describe('a page rendered on the server', () => {
  /** Starts the storefront's i18next on an Arabic page rendered with `page`; answers what it fetched. */
  async function startArabicPage(page: Parameters<typeof initI18n>[0]) {
    // The HTTP backend arrives with the first file asked for: loaded before counting, so that the
    // files the instances of the tests above ask for once it is in are not counted as this page's.
    await import('i18next-http-backend');
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.history.replaceState(null, '', '/?lng=ar');
    const fetched: string[] = [];
    // i18next's debug log, on while developing.
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify(testResources.en!.common), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const { instance, ready } = initI18n(page);
    await ready;
    return { instance, fetched };
  }

  it('settles on an Arabic page without fetching English when the page brings its common words', async () => {
    const { instance, fetched } = await startArabicPage({
      language: 'ar',
      translations: { common: testResources.ar!.common as Record<string, unknown> },
      fallbackTranslations: { common: testResources.en!.common as Record<string, unknown> },
    });
    expect(fetched).toEqual([]);
    expect(instance.resolvedLanguage).toBe('ar');
    expect(instance.hasResourceBundle('en', 'common')).toBe(true);
  });

  it('fetches English before it settles when the page brings only its own words', async () => {
    const { fetched } = await startArabicPage({
      language: 'ar',
      translations: { common: testResources.ar!.common as Record<string, unknown> },
    });
    expect(fetched).toEqual(['/locales/en/common.json']);
  });
});
