import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BagIcon } from '#web/components/ui/icons.tsx';
import { Popover } from '#web/components/ui/popover.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { lazyWithTimeout } from '#web/lib/chunk-load.ts';
import { useCart } from '../hooks/use-cart.ts';
import { useCartLineActions } from '../hooks/use-cart-line-actions.ts';
import type * as PanelModule from './mini-cart-panel.tsx';
import './mini-cart.css';

// The dropdown's content is not part of the page's first load: it is loaded once the page is idle
// where the dropdown shows, and at the latest as the visitor points at or focuses the cart button.
let panelModule: typeof PanelModule | undefined;
const loadPanel = () => import('./mini-cart-panel.tsx').then((loaded) => (panelModule = loaded));
const LazyMiniCartPanel = lazyWithTimeout(() => loadPanel().then((m) => ({ default: m.MiniCartPanel })));
const preloadPanel = () => void loadPanel();

/** Where the header shows the dropdown (layout.css: phones get a link to /cart instead). */
const DROPDOWN_SCREENS = '(min-width: 640px)';

/**
 * Fetches the dropdown's code once the page is idle on a screen that shows it: a keyboard user who
 * opens the cart and presses Tab at once must find its links there, not a spinner Tab walks past.
 */
function usePanelReadyWhenIdle() {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia(DROPDOWN_SCREENS).matches) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preloadPanel, 1000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preloadPanel, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
}

function CountBadge({ count }: { count: number }) {
  return count > 0 ? (
    <span className="count-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  ) : null;
}

/** The header's cart: a dropdown on wide screens. */
export function MiniCart() {
  const { t } = useTranslation();
  const { cart, isLoading } = useCart();
  const actions = useCartLineActions();
  usePanelReadyWhenIdle();
  return (
    <Popover
      className="mini-cart-popover"
      panelClassName="mini-cart-panel"
      onIntent={preloadPanel}
      label={t('cart.label', { count: cart.itemCount })}
      trigger={
        <>
          <BagIcon />
          <CountBadge count={cart.itemCount} />
        </>
      }
    >
      {(close) => {
        const props = { items: cart.items, totals: cart, loading: isLoading, actions, onNavigate: close };
        // Once fetched, the panel is rendered at once: React.lazy would show the spinner for a moment
        // still, and a keyboard user's Tab would walk past the dropdown and close it.
        const Panel = panelModule?.MiniCartPanel;
        return Panel ? (
          <Panel {...props} />
        ) : (
          <Suspense fallback={<Spinner block={false} />}>
            <LazyMiniCartPanel {...props} />
          </Suspense>
        );
      }}
    </Popover>
  );
}

/** On small screens the cart icon is a plain link to /cart with the item count (docs/product.md#screens). */
export function CartIconLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { cart } = useCart();
  return (
    <Link
      to="/cart"
      className={['icon-button', className].filter(Boolean).join(' ')}
      aria-label={t('cart.label', { count: cart.itemCount })}
    >
      <BagIcon />
      <CountBadge count={cart.itemCount} />
    </Link>
  );
}
