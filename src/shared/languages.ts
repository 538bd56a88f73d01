/** docs/product.md#languages: English (the fallback and the language content is first written in), French, German, Arabic. */
export const CONTENT_LOCALES = ['en', 'fr', 'de', 'ar'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
export const DEFAULT_CONTENT_LOCALE: ContentLocale = 'en';

/**
 * The supported language a tag such as `fr-CA`, `de` or the template's `fn` stands for, or undefined.
 * Shared by the storefront (which sends its language) and the server (which answers in it).
 */
export function toContentLocale(tag: string | null | undefined): ContentLocale | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_;]/)[0] ?? '';
  const code = primary === 'fn' ? 'fr' : primary;
  return (CONTENT_LOCALES as readonly string[]).includes(code) ? (code as ContentLocale) : undefined;
}

/** The first supported language of an Accept-Language header, in the order the browser gave. */
export function localeFromAcceptLanguage(header: string | null | undefined): ContentLocale {
  if (!header) return DEFAULT_CONTENT_LOCALE;
  for (const part of header.split(',')) {
    const found = toContentLocale(part);
    if (found) return found;
  }
  return DEFAULT_CONTENT_LOCALE;
}
