import i18next, {
  type BackendModule,
  type i18n as I18n,
  type InitOptions,
  type ReadCallback,
  type Resource,
  type Services,
} from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_CONTENT_LOCALE } from '#shared/languages.ts';
import { cacheTranslators } from './cached-translators.ts';

/** docs/product.md#languages: English (fallback), French, German, and Arabic written right to left. */
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'ar', label: 'العربية' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
/** The server's content language: the words it sends with a page in another language are this one's (server/plugins/web.ts). */
export const FALLBACK_LANGUAGE: LanguageCode = DEFAULT_CONTENT_LOCALE;
export const NAMESPACES = ['common'] as const;

/** The template's code for French was `fn`; old links and stored choices still work (docs/product.md#languages). */
export function normaliseLanguage(code: string): string {
  const lower = code.trim().toLowerCase();
  if (lower === 'fn' || lower.startsWith('fn-') || lower.startsWith('fn_')) return 'fr';
  return code;
}

/** The detection order of docs/product.md#constants; the choice is cached in local storage. */
export const detection = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  // Also in a cookie, so that the server renders the first screen in the visitor's language (ADR 007).
  caches: ['localStorage', 'cookie'],
  cookieMinutes: 60 * 24 * 365,
  cookieOptions: { path: '/', sameSite: 'lax' as const },
  convertDetectedLanguage: normaliseLanguage,
};

/** The options every instance of the gallery shares: the storefront's, the server's render and the tests'. */
export function sharedOptions(): InitOptions {
  return {
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    // 'fr-CA' → 'fr': one file per language.
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    // React escapes already (docs/product.md#constants: value escaping off).
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}

/** The translation files (by namespace) of one language that a server-rendered page was written with. */
export interface PageTranslations {
  language: string;
  translations: Record<string, Record<string, unknown>>;
  /** The fallback language's files i18next loads at its start, on a page in another language. */
  fallbackTranslations?: Record<string, Record<string, unknown>>;
}

/** The words a server-rendered page came with, as i18next's resources: its language's, and the fallback's if sent. */
function pageResources(page: PageTranslations): Resource {
  const resources: Resource = { [page.language]: page.translations };
  if (page.fallbackTranslations && page.language !== FALLBACK_LANGUAGE)
    resources[FALLBACK_LANGUAGE] = page.fallbackTranslations;
  return resources;
}

/**
 * Keeps <html lang dir> in step with the language: Arabic turns the page right to left. Each is
 * written only when it differs: writing either, even the value it has, makes the browser work out
 * the style of the whole page again (9 and 5 ms on a fast machine for a page of artworks, as a server-rendered
 * page is hydrated in the language it was rendered in).
 */
export function followLanguageInDocument(instance: I18n) {
  const apply = (lng: string | undefined) => {
    if (!lng || typeof document === 'undefined') return;
    const root = document.documentElement;
    // The language the event names: a switch made through react-i18next's copy of the instance
    // (useTranslation's `i18n`) changes that copy's `resolvedLanguage`, not this one's.
    const code = supportedLanguage(instance, [lng]) ?? lng;
    const dir = instance.dir(code);
    if (root.lang !== code) root.lang = code;
    if (root.dir !== dir) root.dir = dir;
  };
  instance.on('languageChanged', apply);
  apply(instance.language);
}

/**
 * Switches to `language` once the words of every namespace on screen are in, so that no component
 * finds its words missing and suspends: i18next's own switch waits only for the namespaces it was
 * configured with ('common'), and a screen that suspends outside a loading boundary would fail.
 */
export async function switchLanguage(instance: I18n, language: string): Promise<void> {
  const onScreen = (instance as { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
  // Added to the namespaces i18next loads for a language, which changeLanguage waits for.
  await instance.loadNamespaces(onScreen?.getUsedNamespaces() ?? []);
  await instance.changeLanguage(language);
}

/**
 * i18next's HTTP backend, loaded with the first translation file the page asks for: a page the server
 * rendered brings the words it shows (ADR 018), so a first visit does not download it before it
 * is hydrated. Once loaded, it reads every file, with its own answers to failures.
 */
class HttpBackendWhenNeeded implements BackendModule {
  static type = 'backend' as const;
  type = 'backend' as const;
  private setUp: [Services, HttpBackendOptions] | undefined;
  private backend: Promise<BackendModule> | undefined;

  init(services: Services, backendOptions: HttpBackendOptions) {
    this.setUp = [services, backendOptions];
  }

  read(language: string, namespace: string, callback: ReadCallback) {
    this.backend ??= import('i18next-http-backend').then(({ default: HttpBackend }) => new HttpBackend(...this.setUp!));
    this.backend.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        // The code did not arrive (the network): tried again, as i18next retries a failed file.
        this.backend = undefined;
        callback(error instanceof Error ? error.message : String(error), true);
      },
    );
  }
}

/**
 * The storefront's i18next: translations from /locales/{lng}/{ns}.json. The HTTP backend retries a
 * 5xx or a failed network call and gives up at once on a 4xx or a file that is not JSON (docs/product.md#error-messages);
 * i18next makes the retries, waiting longer each time.
 */
export function initI18n(page?: PageTranslations, lng?: string): { instance: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  instance.use(HttpBackendWhenNeeded).use(LanguageDetector).use(initReactI18next);
  const ready = instance.init({
    ...sharedOptions(),
    // A page the server rendered comes with the words it used (and, in another language than English,
    // English's `common`, which i18next would fetch before it settles): the app starts with them,
    // without waiting for their files, and the backend fetches only the rest (ADR 018). The language
    // is still the one the detector finds; the page follows it once hydrated (root.tsx).
    ...(page ? { resources: pageResources(page), partialBundledLanguages: true } : {}),
    // A page rendered on the server is hydrated in its language; the visitor's own choice follows.
    ...(lng ? { lng, initAsync: false } : {}),
    // Debug logging only while developing, never for visitors (docs/product.md#constants, ADR 008).
    debug: import.meta.env.DEV,
    // Hydrating in the server's language must not store it as the visitor's choice (see below).
    detection: lng ? { ...detection, caches: [] } : detection,
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    maxRetries: 4,
    retryTimeout: 400,
    react: { useSuspense: true },
  });
  // From here on a language the visitor picks is stored again.
  if (lng)
    (instance.services.languageDetector as { options?: { caches?: string[] } }).options!.caches = detection.caches;
  cacheTranslators(instance);
  followLanguageInDocument(instance);
  return { instance, ready };
}

/**
 * The language i18next is about to settle on, read from its detector: i18next only sets its language
 * a moment after `init`, but the router asks for a screen's data at once and must ask in the right
 * language. Undefined when nothing is detected yet.
 */
export function detectedLanguage(instance: I18n): string | undefined {
  return instance.resolvedLanguage ?? instance.language ?? askedLanguage(instance);
}

/**
 * The language the visitor's browser asks for, from i18next's detector alone. Unlike
 * `resolvedLanguage`, it never falls back to another language because that one's words happen to be
 * loaded already (a page rendered on the server brings its own): root.tsx compares it with the server's
 * page's language once it is hydrated.
 */
export function askedLanguage(instance: I18n): string | undefined {
  const detector = instance.services.languageDetector as { detect?: () => unknown } | undefined;
  const found = detector?.detect?.();
  const codes =
    typeof found === 'string'
      ? [found]
      : Array.isArray(found)
        ? found.filter((c): c is string => typeof c === 'string')
        : [];
  return supportedLanguage(instance, codes);
}

/**
 * The first of `codes` the gallery has files for, as its language part ('en-US' → 'en'):
 * i18next's own best match keeps 'en-US' as it is, since 'en' is supported (`load: 'languageOnly'`),
 * and <html lang> and the stored choice must name the language the words are in.
 */
function supportedLanguage(instance: I18n, codes: string[]): string | undefined {
  const utils = instance.services.languageUtils;
  if (!utils || codes.length === 0) return undefined;
  const parts = codes.map((code) => utils.getLanguagePartFromCode(normaliseLanguage(code)));
  return utils.getBestMatchFromCodes(parts) ?? undefined;
}

/** An instance with the translations given in memory (component tests, no network). */
export function createMemoryI18n(resources: Resource, lng: string = FALLBACK_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({
    ...sharedOptions(),
    lng: normaliseLanguage(lng),
    resources,
    initAsync: false,
    react: { useSuspense: false },
  });
  return cacheTranslators(instance);
}
