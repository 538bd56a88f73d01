import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BagIcon } from '#web/components/ui/icons.tsx';
import { Popover } from '#web/components/ui/popover.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useCart } from '../hooks/use-cart.ts';
import { useCartLineActions } from '../hooks/use-cart-line-actions.ts';
import './mini-cart.css';

// The dropdown's content is not part of the page's first load: it is loaded as the visitor points at
// or focuses the cart button, and is there by the time the dropdown opens.
const loadPanel = () => import('./mini-cart-panel.tsx');
const MiniCartPanel = lazy(() => loadPanel().then((m) => ({ default: m.MiniCartPanel })));
const preloadPanel = () => void loadPanel();

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
      {(close) => (
        <Suspense fallback={<Spinner block={false} />}>
          <MiniCartPanel items={cart.items} totals={cart} loading={isLoading} actions={actions} onNavigate={close} />
        </Suspense>
      )}
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
