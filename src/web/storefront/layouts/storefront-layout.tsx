import { Suspense, useCallback, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '#web/components/ui/error-boundary.tsx';
import { AddToCartButton } from '#web/features/cart/components/add-to-cart-button.tsx';
import { useCartLines } from '#web/features/cart/hooks/use-cart.ts';
import type { AddToCartRequest } from '#web/features/catalog/components/purchase-panel.tsx';
import { QuickViewProvider, type QuickViewServices } from '#web/features/catalog/components/quick-view.tsx';
import { ScrollToTopButton, ScrollToTopOnNavigate } from '#web/features/layout/components/scroll-to-top.tsx';
import { useEarlyInputReplay } from '#web/lib/early-input.ts';
import { SelectiveHydration } from '#web/lib/hydration.tsx';
import { PageFallback } from '../components/page-fallback.tsx';
import { RouteError } from '../components/route-error.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { TopBar } from './top-bar.tsx';
import './layout.css';

const renderAddToCart = (request: AddToCartRequest) => <AddToCartButton {...request} block />;

/** The quick view of any artwork card, with this browser's cart (docs/product.md#forms-and-validation: at most the stock minus what the cart holds). */
function StorefrontQuickView({ children }: { children: ReactNode }) {
  const items = useCartLines();
  const inCart = useCallback<QuickViewServices['inCart']>(
    (artworkId, { color, size }) =>
      items
        .filter((item) => item.product_id === artworkId && item.color === (color ?? '') && item.size === (size ?? ''))
        .reduce((sum, item) => sum + item.quantity, 0),
    [items],
  );
  return (
    <QuickViewProvider renderAddToCart={renderAddToCart} inCart={inCart}>
      {children}
    </QuickViewProvider>
  );
}

/** Gives a rendered page the input its visitor made before it was hydrated (lib/early-input.ts). */
function EarlyInputReplay() {
  useEarlyInputReplay();
  return null;
}

/** Everything around the screens: top bar, sticky header, the page, footer, scroll-to-top. */
export function StorefrontLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <StorefrontQuickView>
      <a className="skip-link" href="#main">
        {t('actions.skipToContent')}
      </a>
      <ScrollToTopOnNavigate />
      {/* Top bar, the header's regions and footer are each a hydration boundary of their own
          (lib/hydration.tsx): what the visitor reaches for first (menu, language, currency, cart) is
          hydrated at once by their first touch, key or focus, then given the event. */}
      <ErrorBoundary>
        <SelectiveHydration>
          <TopBar />
        </SelectiveHydration>
      </ErrorBoundary>
      <ErrorBoundary>
        <SiteHeader />
      </ErrorBoundary>
      <main id="main" tabIndex={-1} className="site-main">
        <ErrorBoundary resetKey={pathname} fallback={(retry, error) => <RouteError error={error} onRetry={retry} />}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
            <EarlyInputReplay />
          </Suspense>
        </ErrorBoundary>
      </main>
      <ErrorBoundary>
        <SelectiveHydration>
          <SiteFooter />
        </SelectiveHydration>
      </ErrorBoundary>
      <ScrollToTopButton />
    </StorefrontQuickView>
  );
}
