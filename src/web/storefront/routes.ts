import { layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The storefront's routes (docs/product.md#screens), each a module of route-modules/ whose code is
 * loaded when the route is visited. A screen with two addresses is one module under two ids.
 */
const page = (path: string, module: string, id?: string) =>
  id ? route(path, `route-modules/${module}.tsx`, { id }) : route(path, `route-modules/${module}.tsx`);

export default [
  layout('route-modules/layout.tsx', [
    page('/', 'home'),
    page('/home-fashion', 'home', 'home-fashion'),
    page('/about', 'about'),
    page('/arts', 'artworks'),
    page('/arts/:product_slug', 'artwork'),
    page('/product/:id', 'artwork', 'product'),
    page('/artist', 'artists'),
    page('/artist/:artist_slug', 'artist'),
    page('/artists/:slug', 'artist', 'artists-slug'),
    page('/exhibitions', 'exhibitions'),
    page('/exhibitions/:exhibition_slug', 'exhibition'),
    page('/press-release', 'press'),
    page('/contact', 'contact'),
    page('/services/arts', 'service-arts'),
    page('/services/exhibition', 'service-exhibition'),
    page('/services/solo-exhibition', 'service-solo-exhibition'),
    page('/cart', 'cart'),
    page('/checkout', 'checkout'),
    page('/my-account', 'my-account'),
    page('/login-register', 'login-register'),
    page('/confirmation/:orderId', 'confirmation'),
    page('/blog-no-sidebar', 'blog'),
    page('/blog-details-standard', 'blog-post'),
    page('/wishlist', 'wishlist'),
    page('/compare', 'compare'),
    page('*', 'not-found'),
  ]),
] satisfies RouteConfig;
