/**
 * What the storefront's server render and its browser code both name (ADR 018).
 */

/**
 * A button of the server's page clicked before the page was hydrated carries this attribute (set by
 * the root's inline script); the app clicks it again once running (web/lib/early-input.ts).
 */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';
/** Set on <html> just before the page is hydrated: from then on React sees every click. */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** The cookie the browser keeps the visitor's display currency in, for the server's render. */
export const CURRENCY_COOKIE = 'currency';
