/**
 * The storefront's screens as the server needs to know them: for each path of docs/product.md#screens, the source file
 * that draws it and the translation files (besides `common`) it reads first. The server uses this to
 * tell the browser, in the page's HTML, what that page will fetch next (ADR 006). The router
 * (src/web/storefront/router.tsx) has the same paths; a test keeps the two in step.
 */
export interface StorefrontScreen {
  path: string;
  /** The route's file, relative to src/web (as Vite's build manifest names it). */
  module: string;
  namespaces: readonly string[];
  /**
   * A screen made of what this browser keeps (cart, wishlist, account), which the server cannot know:
   * it draws the page around it (header, menu, footer) with a placeholder in its place, and the
   * browser draws the screen as it takes the page over (ADR 007; `personal` in the router). A screen
   * whose heading is everyone's draws that heading too and holds back only its body (`personalBody`).
   */
  personal: boolean;
}

const screen = (path: string, file: string, namespaces: readonly string[] = []): StorefrontScreen => ({
  path,
  module: `storefront/routes/${file}.tsx`,
  namespaces,
  personal: false,
});
/** A screen made of the visitor's own stored state: only the page around it is drawn on the server. */
const personal = (path: string, file: string, namespaces: readonly string[]): StorefrontScreen => ({
  ...screen(path, file, namespaces),
  personal: true,
});

export const STOREFRONT_SCREENS: readonly StorefrontScreen[] = [
  screen('/', 'home'),
  screen('/home-fashion', 'home'),
  screen('/about', 'about'),
  screen('/arts', 'artworks-list', ['catalog']),
  screen('/arts/:product_slug', 'artwork-detail', ['catalog']),
  screen('/product/:id', 'artwork-detail', ['catalog']),
  screen('/artist', 'artists', ['gallery']),
  screen('/artist/:artist_slug', 'artist-detail', ['gallery']),
  screen('/artists/:slug', 'artist-detail', ['gallery']),
  screen('/exhibitions', 'exhibitions', ['gallery']),
  screen('/exhibitions/:exhibition_slug', 'exhibition-detail', ['gallery']),
  screen('/press-release', 'press-release', ['gallery']),
  screen('/contact', 'contact', ['gallery']),
  screen('/services/arts', 'service-page'),
  screen('/services/exhibition', 'service-page'),
  screen('/services/solo-exhibition', 'service-page'),
  personal('/cart', 'cart', ['shop']),
  personal('/checkout', 'checkout', ['shop']),
  personal('/my-account', 'my-account', ['account']),
  screen('/login-register', 'login-register', ['account']),
  personal('/confirmation/:orderId', 'confirmation', ['shop']),
  screen('/blog-no-sidebar', 'blog-no-sidebar', ['gallery']),
  screen('/blog-details-standard', 'blog-details-standard', ['gallery']),
  personal('/wishlist', 'wishlist', ['catalog']),
  personal('/compare', 'compare', ['catalog']),
  screen('*', 'not-found'),
];

/** The screen a path shows (the not-found screen when none matches), as React Router would pick it. */
export function screenForPath(pathname: string): StorefrontScreen {
  const parts = pathname.split('/').filter(Boolean);
  const found = STOREFRONT_SCREENS.find((candidate) => {
    if (candidate.path === '*') return false;
    const pattern = candidate.path.split('/').filter(Boolean);
    return (
      pattern.length === parts.length && pattern.every((segment, i) => segment.startsWith(':') || segment === parts[i])
    );
  });
  return found ?? STOREFRONT_SCREENS[STOREFRONT_SCREENS.length - 1]!;
}
