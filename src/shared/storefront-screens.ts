/**
 * The storefront's screens as the server needs to know them: for each path of docs/product.md#screens, the
 * screen's source file and the translation files (besides `common`) it reads first, which the server
 * sends with a page of that screen so that it hydrates without asking for them (ADR 018). The routes
 * (src/web/storefront/routes.ts) have the same paths; a test keeps the two in step.
 */
export interface StorefrontScreen {
  path: string;
  /** The screen's file, relative to src/web. */
  module: string;
  namespaces: readonly string[];
}

const screen = (path: string, file: string, namespaces: readonly string[] = []): StorefrontScreen => ({
  path,
  module: `storefront/routes/${file}.tsx`,
  namespaces,
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
  screen('/cart', 'cart', ['shop']),
  screen('/checkout', 'checkout', ['shop']),
  screen('/my-account', 'my-account', ['account']),
  screen('/login-register', 'login-register', ['account']),
  screen('/confirmation/:orderId', 'confirmation', ['shop']),
  screen('/blog-no-sidebar', 'blog-no-sidebar', ['gallery']),
  screen('/blog-details-standard', 'blog-details-standard', ['gallery']),
  screen('/wishlist', 'wishlist', ['catalog']),
  screen('/compare', 'compare', ['catalog']),
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
