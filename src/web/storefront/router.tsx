import { createBrowserRouter, type HydrationState, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { ReactElement } from 'react';
import { lazyPage } from '#web/lib/lazy-page.ts';
import { requestLanguage } from '#web/lib/api.ts';
import type { AppStore } from '#web/lib/store.ts';
import { getHomeApi } from '#web/features/home/api/get-home.ts';
import { getArtworkApi } from '#web/features/catalog/api/get-artwork.ts';
import { getExhibitionApi } from '#web/features/exhibitions/api/get-exhibition.ts';
import { getExhibitionsApi } from '#web/features/exhibitions/api/get-exhibitions.ts';
import { getArtistsApi } from '#web/features/artists/api/get-artists.ts';
import { getPageApi, type PageSlug } from '#web/features/pages/api/get-page.ts';
import { getPressReleasesApi } from '#web/features/press/api/get-press-releases.ts';
import { getSettingsApi } from '#web/features/settings/api/get-settings.ts';
import { ClientOnly } from '#web/lib/hydration.tsx';
import { PageFallback } from './components/page-fallback.tsx';
import { RootError } from './components/root-error.tsx';
import { StorefrontLayout } from './layouts/storefront-layout.tsx';
import { SERVICE_PAGE } from './service-pages.ts';

const Home = lazyPage(() => import('./routes/home.tsx'));
const About = lazyPage(() => import('./routes/about.tsx'));
// The artworks screens are the catalogue's files.
const ArtworksList = lazyPage(() => import('./routes/artworks-list.tsx'));
const ArtworkDetail = lazyPage(() => import('./routes/artwork-detail.tsx'));
const Artists = lazyPage(() => import('./routes/artists.tsx'));
const ArtistDetail = lazyPage(() => import('./routes/artist-detail.tsx'));
const Exhibitions = lazyPage(() => import('./routes/exhibitions.tsx'));
const ExhibitionDetail = lazyPage(() => import('./routes/exhibition-detail.tsx'));
const PressRelease = lazyPage(() => import('./routes/press-release.tsx'));
const Contact = lazyPage(() => import('./routes/contact.tsx'));
const ServicePage = lazyPage(() => import('./routes/service-page.tsx'));
const Cart = lazyPage(() => import('./routes/cart.tsx'));
const Checkout = lazyPage(() => import('./routes/checkout.tsx'));
const MyAccount = lazyPage(() => import('./routes/my-account.tsx'));
const LoginRegister = lazyPage(() => import('./routes/login-register.tsx'));
const Confirmation = lazyPage(() => import('./routes/confirmation.tsx'));
const BlogNoSidebar = lazyPage(() => import('./routes/blog-no-sidebar.tsx'));
const BlogDetails = lazyPage(() => import('./routes/blog-details-standard.tsx'));
const Wishlist = lazyPage(() => import('./routes/wishlist.tsx'));
const Compare = lazyPage(() => import('./routes/compare.tsx'));
const NotFound = lazyPage(() => import('./routes/not-found.tsx'));

/** The language a screen's data is asked in: the visitor's (browser), or the page's (server rendering). */
type Language = () => string | undefined;
/** Asks for a screen's data without waiting for it; what it returns settles once the asking is done. */
type Prefetch = (store: AppStore, args: LoaderFunctionArgs, language: Language) => void | Promise<unknown>;
/** Told of each prefetch still under way when a loader returns (the server waits for them). */
type Track = (pending: Promise<unknown>) => void;

/**
 * A route whose screen's code starts downloading as soon as the router matches it (at start, or
 * when a link is followed) and, with a store, whose main data is asked for at the same moment,
 * instead of both waiting until the translations and the stored state are in and the screen renders.
 * The loader never waits for either: the screen shows its own loading state as before.
 */
/** What a route says of its screen, for main.tsx: its code, to load before a drawn page is taken over. */
export interface ScreenHandle {
  screen: { load(): Promise<unknown> };
  /** The screen draws its own title and heading and holds its body back (`PersonalScreen`). */
  personalBody?: true;
}

function route(
  path: string,
  Page: { preload(): void; load(): Promise<unknown> },
  element: ReactElement,
  data?: { store?: AppStore; language: Language; prefetch: Prefetch; track?: Track },
): RouteObject {
  const handle: ScreenHandle = { screen: Page };
  return {
    path,
    element,
    handle,
    loader: (args) => {
      Page.preload();
      const pending = data?.store ? data.prefetch(data.store, args, data.language) : undefined;
      if (pending && data?.track) data.track(pending);
      return null;
    },
  };
}

/**
 * A screen made of what this browser keeps (an order just placed): the server draws the page around
 * it with a page-high placeholder in its place, and the browser draws the screen as it takes over.
 */
function personal(path: string, Page: { preload(): void; load(): Promise<unknown> }, element: ReactElement) {
  return route(path, Page, <ClientOnly fallback={<PageFallback />}>{element}</ClientOnly>);
}

/**
 * A personal screen whose title and heading are every visitor's (cart, checkout, account, lists):
 * the server draws them with the page, and the screen holds only its body back (`PersonalScreen`).
 */
function personalBody(path: string, Page: { preload(): void; load(): Promise<unknown> }, element: ReactElement) {
  const screen = route(path, Page, element);
  return { ...screen, handle: { ...(screen.handle as ScreenHandle), personalBody: true } };
}

const homeData: Prefetch = (store, _args, language) => {
  // The same argument as the home screen's own query (its language), so the answer is shared.
  void store.dispatch(getHomeApi.util.prefetch('getHome', { lng: language() ?? 'en' }, {}));
};

const artworkData: Prefetch = (store, { params }) => {
  const idOrSlug = params.product_slug ?? params.id;
  if (idOrSlug) void store.dispatch(getArtworkApi.util.prefetch('getArtwork', idOrSlug, {}));
};
const artworksData: Prefetch = (store, args) =>
  import('./prefetch/artworks-list.ts')
    .then(({ prefetchArtworksList }) => prefetchArtworksList(store, args))
    .catch(() => {
      // Only a head start: the screen asks for its data itself when it renders.
    });
const exhibitionData: Prefetch = (store, { params }) => {
  if (params.exhibition_slug)
    void store.dispatch(getExhibitionApi.util.prefetch('getExhibition', params.exhibition_slug, {}));
};

const exhibitionsData: Prefetch = (store) => {
  void store.dispatch(getExhibitionsApi.util.prefetch('getExhibitions', undefined, {}));
};
const artistsData: Prefetch = (store) => {
  void store.dispatch(getArtistsApi.util.prefetch('getArtists', undefined, {}));
};
const artistData: Prefetch = (store, args) =>
  import('./prefetch/artist-detail.ts')
    .then(({ prefetchArtistDetail }) => prefetchArtistDetail(store, args))
    .catch(() => {
      // Only a head start: the screen asks for its data itself when it renders.
    });
const pressData: Prefetch = (store) => {
  void store.dispatch(getPressReleasesApi.util.prefetch('getPressReleases', undefined, {}));
};
/** A content page of the back office (about, the service pages). */
const pageData =
  (slug: PageSlug): Prefetch =>
  (store) => {
    void store.dispatch(getPageApi.util.prefetch('getPage', slug, {}));
  };

/**
 * The routes of docs/product.md#screens, each loaded on demand. With a store, each route also asks for its main data as
 * it matches, in `language` (the visitor's by default).
 */
export function storefrontRoutes(
  store?: AppStore,
  { language = requestLanguage, track }: { language?: Language; track?: Track } = {},
): RouteObject[] {
  const withData = (prefetch: Prefetch) => ({ store, language, prefetch, track });
  return [
    {
      element: <StorefrontLayout />,
      errorElement: <RootError />,
      // Every screen needs the settings (currencies, company name): ask for them with the first match.
      loader: () => {
        if (store) void store.dispatch(getSettingsApi.util.prefetch('getSettings', undefined, {}));
        return null;
      },
      children: [
        route('/', Home, <Home />, withData(homeData)),
        route('/home-fashion', Home, <Home />, withData(homeData)),
        route('/about', About, <About />, withData(pageData('about-us'))),
        route('/arts', ArtworksList, <ArtworksList />, withData(artworksData)),
        route('/arts/:product_slug', ArtworkDetail, <ArtworkDetail />, withData(artworkData)),
        route('/product/:id', ArtworkDetail, <ArtworkDetail />, withData(artworkData)),
        route('/artist', Artists, <Artists />, withData(artistsData)),
        route('/artist/:artist_slug', ArtistDetail, <ArtistDetail />, withData(artistData)),
        route('/artists/:slug', ArtistDetail, <ArtistDetail />, withData(artistData)),
        route('/exhibitions', Exhibitions, <Exhibitions />, withData(exhibitionsData)),
        route('/exhibitions/:exhibition_slug', ExhibitionDetail, <ExhibitionDetail />, withData(exhibitionData)),
        route('/press-release', PressRelease, <PressRelease />, withData(pressData)),
        route('/contact', Contact, <Contact />),
        route('/services/arts', ServicePage, <ServicePage service="arts" />, withData(pageData(SERVICE_PAGE.arts))),
        route(
          '/services/exhibition',
          ServicePage,
          <ServicePage service="exhibition" />,
          withData(pageData(SERVICE_PAGE.exhibition)),
        ),
        route(
          '/services/solo-exhibition',
          ServicePage,
          <ServicePage service="soloExhibition" />,
          withData(pageData(SERVICE_PAGE.soloExhibition)),
        ),
        personalBody('/cart', Cart, <Cart />),
        personalBody('/checkout', Checkout, <Checkout />),
        personalBody('/my-account', MyAccount, <MyAccount />),
        route('/login-register', LoginRegister, <LoginRegister />),
        personal('/confirmation/:orderId', Confirmation, <Confirmation />),
        route('/blog-no-sidebar', BlogNoSidebar, <BlogNoSidebar />),
        route('/blog-details-standard', BlogDetails, <BlogDetails />),
        personalBody('/wishlist', Wishlist, <Wishlist />),
        personalBody('/compare', Compare, <Compare />),
        route('*', NotFound, <NotFound />),
      ],
    },
  ];
}

/** The routes without data prefetching (tests render screens with their own store). */
export const routes: RouteObject[] = storefrontRoutes();

/** The browser's router; `hydrationData` is the server's when it drew the page first (ADR 007). */
export function createStorefrontRouter(store?: AppStore, hydrationData?: HydrationState) {
  return createBrowserRouter(storefrontRoutes(store), hydrationData ? { hydrationData } : undefined);
}
