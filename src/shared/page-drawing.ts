/**
 * What passes between the server, which draws a storefront page's first screen, and the browser,
 * which takes it over (ADR 007). The server bundle and the browser app both read this file.
 */
import type { ContentLocale } from './languages.ts';

/**
 * A button of the drawn page clicked before the app took it over carries this attribute (set by the
 * server's code starter); the app clicks it again once running (web/lib/early-input.ts).
 */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';
/** Set on <html> just before the app takes the drawn page over: from then on React sees every click. */
export const TAKEN_OVER_ATTRIBUTE = 'data-taken-over';

/** What the browser needs to take over the drawn page without drawing it again. */
export interface DrawnPageBoot {
  language: ContentLocale;
  /** The translation files (by namespace) the page used, in its language. */
  translations: Record<string, Record<string, unknown>>;
  /**
   * On a page in another language than the fallback (English), the fallback's files that i18next
   * loads at its start beside the page's own: with them in the page, the app takes the page over
   * without first fetching English words it reads only for a word its language lacks.
   */
  fallbackTranslations?: Record<string, Record<string, unknown>>;
  /** The API answers the page was drawn with (the RTK Query slice). */
  answers: unknown;
  /** React Router's hydration data (loader data by route id). */
  router: unknown;
  /** The display currency the page was drawn in (the visitor's choice), null for the site's default. */
  currency: string | null;
}

export interface DrawPageInput {
  /** Path and query of the page. */
  url: string;
  /** The site's origin as the visitor sees it (`https://host`), for absolute links. */
  siteOrigin: string;
  language: ContentLocale;
  /** The display currency the visitor chose (the `currency` cookie), if any. */
  currency?: string;
  /** A translation file of the language, or undefined when there is none. */
  translations(namespace: string): Record<string, unknown> | undefined;
  /** A translation file of the fallback language (English), or undefined when there is none. */
  fallbackTranslations(namespace: string): Record<string, unknown> | undefined;
  /** How the page's API calls reach the server: an origin and a fetch that answers for it. */
  origin: string;
  fetchFn: typeof fetch;
  /** Longest wait for the page's data, in ms; past it the page is not drawn. */
  timeoutMs: number;
}

export interface DrawnPage {
  /** The markup of `#root`. */
  html: string;
  /** Resource hints the screens asked for (the first picture's preload), for the head. */
  headHints: string;
  /** The whole title ('{title} | {template}') and description the screen gave itself, if it did. */
  head?: { title: string; description: string };
  boot: DrawnPageBoot;
}

/** The server bundle's entry (dist/ssr/draw-page.js). */
export type DrawPage = (input: DrawPageInput) => Promise<DrawnPage | null>;

/** The cookie the browser keeps the visitor's display currency in, for the server's drawing. */
export const CURRENCY_COOKIE = 'currency';

/** The id of the page's boot data: JSON in a script that never runs (the page's CSP allows no inline code). */
export const DRAWN_PAGE_DATA_ID = 'gallery-page';

/** The boot data as a JSON script that is safe inside HTML (no `</script>`, no line separators). */
export function bootScript(boot: DrawnPageBoot): string {
  const json = JSON.stringify(boot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${DRAWN_PAGE_DATA_ID}">${json}</script>`;
}
