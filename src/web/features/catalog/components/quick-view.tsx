import { createContext, Suspense, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCard } from '#shared/api/catalog.ts';
import { lazyWithTimeout } from '#web/lib/chunk-load.ts';
import type { PurchaseState } from '../hooks/purchase-options.ts';
import type { AddToCartRequest } from './purchase-panel.tsx';
import styles from './quick-view.module.css';

// The dialog (carousel, pickers) is fetched when a visitor first points at or opens a quick view.
const loadDialog = () => import('./quick-view-dialog.tsx');
const QuickViewDialog = lazyWithTimeout(loadDialog);

/** What the quick view needs from other features; the storefront's layout passes them in. */
export interface QuickViewServices {
  /** Renders the cart feature's Add To Cart button. */
  renderAddToCart: (request: AddToCartRequest) => ReactNode;
  /** How many of an artwork in a colour and size this browser's cart holds. */
  inCart: (artworkId: number, choice: Pick<PurchaseState, 'color' | 'size'>) => number;
}

interface QuickViewApi {
  open: (artwork: ProductCard, trigger?: HTMLElement | null) => void;
}

const QuickViewContext = createContext<QuickViewApi | null>(null);

/**
 * Lets artwork cards open a quick view of their artwork (docs/product.md#screens). Without this provider around them,
 * cards show no quick-view button.
 */
export function QuickViewProvider({ children, renderAddToCart, inCart }: QuickViewServices & { children: ReactNode }) {
  const location = useLocation();
  const [shown, setShown] = useState<{ artwork: ProductCard; open: boolean } | null>(null);
  // Following a link (the full details, the browser's back button) closes it: reset when the location changes.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    if (shown?.open) setShown({ ...shown, open: false });
  }
  const trigger = useRef<HTMLElement | null>(null);
  const api = useMemo<QuickViewApi>(
    () => ({
      open(artwork, from) {
        trigger.current = from ?? null;
        setShown({ artwork, open: true });
      },
    }),
    [],
  );
  return (
    <QuickViewContext value={api}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <QuickViewDialog
            artwork={shown.artwork}
            open={shown.open}
            onOpenChange={(open) => setShown((current) => current && { ...current, open })}
            returnFocusTo={trigger}
            renderAddToCart={renderAddToCart}
            inCart={inCart}
          />
        </Suspense>
      ) : null}
    </QuickViewContext>
  );
}

const preload = () => void loadDialog();

/** The 'Quick view' button of an artwork card; nothing when no quick view is offered. */
export function QuickViewButton({ artwork, className }: { artwork: ProductCard; className?: string }) {
  const quickView = useContext(QuickViewContext);
  const { t } = useTranslation('catalog');
  if (!quickView) return null;
  return (
    <button
      type="button"
      className={[styles.trigger, className].filter(Boolean).join(' ')}
      aria-haspopup="dialog"
      aria-label={t('quickView.openFor', { name: artwork.product_name })}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => quickView.open(artwork, event.currentTarget)}
    >
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
      </svg>
      <span>{t('quickView.open')}</span>
    </button>
  );
}
