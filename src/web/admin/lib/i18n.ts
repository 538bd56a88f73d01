import { useSyncExternalStore } from 'react';
import i18next, { type TOptions } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { dateLocale } from '#web/lib/dates.ts';
import { followLanguageInDocument } from '#web/lib/i18n.ts';
import type english from '../../../../public/locales/en/admin.json';

/** The back office's languages: English, and Arabic written right to left. */
export const ADMIN_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ar', label: 'العربية' },
] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number]['code'];
export const ADMIN_NAMESPACE = 'admin';
/** Apart from the storefront's choice: a staff member may shop in one language and work in another. */
export const ADMIN_LANGUAGE_KEY = 'adminLanguage';

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPlural<K>}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** Every text of the back office, by its path in public/locales/en/admin.json: a typo fails the type check. */
export type AdminKey = KeysOf<typeof english>;

/** The back office's own i18next, apart from the storefront's: its words never reach a shopper. */
export const adminI18n = i18next.createInstance();

export function baseOptions() {
  return {
    fallbackLng: 'en',
    supportedLngs: ADMIN_LANGUAGES.map((l) => l.code),
    load: 'languageOnly' as const,
    nonExplicitSupportedLngs: true,
    ns: [ADMIN_NAMESPACE],
    defaultNS: ADMIN_NAMESPACE,
    // One namespace: a colon is part of a key ('created:desc', the orders' sorts), not a namespace's end.
    nsSeparator: false as const,
    // React escapes already.
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}

/**
 * Starts the back office's words in the browser: the staff member's remembered language, else the
 * browser's, else English; the words come from /locales/{lng}/admin.json. Resolves once they are in.
 */
export function startAdminI18n(): Promise<unknown> {
  adminI18n.use(HttpBackend).use(LanguageDetector);
  const ready = adminI18n.init({
    ...baseOptions(),
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: ADMIN_LANGUAGE_KEY,
      caches: ['localStorage'],
    },
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    maxRetries: 4,
    retryTimeout: 400,
  });
  followLanguageInDocument(adminI18n);
  return ready;
}

/** The language the back office is shown in. */
export function adminLanguage(): AdminLanguage {
  return adminI18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
}

/** The language the back office is shown in, rendering again when the staff member picks another. */
export function useAdminLanguage(): AdminLanguage {
  return useSyncExternalStore((changed) => {
    adminI18n.on('languageChanged', changed);
    return () => adminI18n.off('languageChanged', changed);
  }, adminLanguage);
}

/** The locale dates and numbers are written in: British English, or Arabic with Latin digits like the storefront's. */
export function adminLocale(): string {
  return dateLocale(adminLanguage());
}

/** Switches the back office to `language` once its words are in, and remembers it in this browser. */
export async function chooseAdminLanguage(language: AdminLanguage): Promise<void> {
  await adminI18n.loadLanguages(language);
  await adminI18n.changeLanguage(language);
  try {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
  } catch {
    // Storage refused (a private window): the choice lasts until the page is left.
  }
}

/** A text of the back office in the chosen language. */
export function t(key: AdminKey, options?: TOptions): string {
  return (options ? adminI18n.t(key, options) : adminI18n.t(key)) as string;
}

/**
 * The text at `key` if the words have one, else undefined: for values the server may send before
 * they have a label (a new kind of audit entry), shown by their own name meanwhile.
 */
export function textIfAny(key: string, options?: TOptions): string | undefined {
  if (!adminI18n.exists(key, options)) return undefined;
  return (options ? adminI18n.t(key as AdminKey, options) : adminI18n.t(key as AdminKey)) as string;
}
