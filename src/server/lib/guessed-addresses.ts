import { screenForPath } from '#shared/storefront-screens.ts';

/**
 * First parts of addresses that visitors type, and other sites link to, for screens that the storefront puts
 * elsewhere: the press page is `/press-release`, the artists' list `/artist`, the artworks `/arts`.
 */
const GUESSED: ReadonlyMap<string, string> = new Map([
  ['press', 'press-release'],
  ['news', 'press-release'],
  ['artists', 'artist'],
  ['artworks', 'arts'],
  ['artwork', 'arts'],
  ['art', 'arts'],
  ['shop', 'arts'],
  ['exhibition', 'exhibitions'],
  ['login', 'login-register'],
  ['register', 'login-register'],
  ['account', 'my-account'],
  ['about-us', 'about'],
  ['contact-us', 'contact'],
]);

/**
 * Where an address that shows no screen was most likely meant to go (`/press` → `/press-release`,
 * `/artworks/nun` → `/arts/nun`), its query kept; null when it shows a screen of its own, or when
 * the guess would not show one either. Answered with a permanent redirect rather than the not-found
 * page, so that a visitor lands where they meant to and search engines learn the gallery's address.
 */
export function meantAddress(url: string): string | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (screenForPath(pathname).path !== '*') return null;
  const [, first = '', ...rest] = pathname.split('/');
  const meant = GUESSED.get(first);
  if (!meant) return null;
  const target = ['', meant, ...rest].join('/');
  if (screenForPath(target).path === '*') return null;
  return queryAt === -1 ? target : target + url.slice(queryAt);
}
