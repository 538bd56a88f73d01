import { createBrowserRouter, type RouteObject } from 'react-router';
import { lazyPage } from '#web/lib/lazy-page.ts';
import { RootError } from './components/root-error.tsx';
import { StorefrontLayout } from './layouts/storefront-layout.tsx';

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

/** SPEC §2's routes, each loaded on demand. */
export const routes: RouteObject[] = [
  {
    element: <StorefrontLayout />,
    errorElement: <RootError />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/home-fashion', element: <Home /> },
      { path: '/about', element: <About /> },
      { path: '/arts', element: <ArtworksList /> },
      { path: '/arts/:product_slug', element: <ArtworkDetail /> },
      { path: '/product/:id', element: <ArtworkDetail /> },
      { path: '/artist', element: <Artists /> },
      { path: '/artist/:artist_slug', element: <ArtistDetail /> },
      { path: '/artists/:slug', element: <ArtistDetail /> },
      { path: '/exhibitions', element: <Exhibitions /> },
      { path: '/exhibitions/:exhibition_slug', element: <ExhibitionDetail /> },
      { path: '/press-release', element: <PressRelease /> },
      { path: '/contact', element: <Contact /> },
      { path: '/services/arts', element: <ServicePage service="arts" /> },
      { path: '/services/exhibition', element: <ServicePage service="exhibition" /> },
      { path: '/services/solo-exhibition', element: <ServicePage service="soloExhibition" /> },
      { path: '/cart', element: <Cart /> },
      { path: '/checkout', element: <Checkout /> },
      { path: '/my-account', element: <MyAccount /> },
      { path: '/login-register', element: <LoginRegister /> },
      { path: '/confirmation/:orderId', element: <Confirmation /> },
      { path: '/blog-no-sidebar', element: <BlogNoSidebar /> },
      { path: '/blog-details-standard', element: <BlogDetails /> },
      { path: '/wishlist', element: <Wishlist /> },
      { path: '/compare', element: <Compare /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createStorefrontRouter() {
  return createBrowserRouter(routes);
}
