import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { blockingLines } from '#web/features/cart/cart-rules.ts';
import { CartLines } from '#web/features/cart/components/cart-lines.tsx';
import { EmptyCart } from '#web/features/cart/components/empty-cart.tsx';
import { CartSummary } from '#web/features/cart/components/cart-summary.tsx';
import { ClearCartButton } from '#web/features/cart/components/clear-cart-button.tsx';
import { useCart } from '#web/features/cart/hooks/use-cart.ts';
import { useCartLineActions } from '#web/features/cart/hooks/use-cart-line-actions.ts';
import { PersonalScreen } from '../components/personal-screen.tsx';
import './cart.css';

/** /cart: the lines of this browser's cart, their quantities, the totals and the way to checkout. */
export default function CartPage() {
  const { t } = useTranslation('shop');
  const title = t('cart.title');
  return (
    <PersonalScreen title={title} heading={<PageHeader title={title} breadcrumb={[{ label: title }]} />}>
      <CartBody />
    </PersonalScreen>
  );
}

/** The cart itself, rendered in the browser that keeps it. */
function CartBody() {
  const { t } = useTranslation('shop');
  const { cart, isLoading } = useCart();
  const actions = useCartLineActions();
  return (
    <section className="container section">
      {isLoading ? (
        <Spinner block />
      ) : cart.items.length === 0 ? (
        <EmptyCart>
          <p>{t('cart.emptyText')}</p>
        </EmptyCart>
      ) : (
        <div className="cart-page">
          <div className="cart-page__lines">
            <CartLines items={cart.items} actions={actions} />
            <div className="cart-page__below">
              <ButtonLink to="/arts" variant="link">
                {t('cart.continue')}
              </ButtonLink>
              <ClearCartButton />
            </div>
          </div>
          <CartSummary cart={cart} blockingCount={blockingLines(cart.items).length} />
        </div>
      )}
    </section>
  );
}
