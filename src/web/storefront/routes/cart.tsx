import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { MiniCartPanel } from '#web/features/cart/components/mini-cart.tsx';
import { useCart } from '#web/features/cart/hooks/use-cart.ts';
import { useRemoveCartLine } from '#web/features/cart/hooks/use-remove-from-cart.ts';

/** /cart: the lines and totals of this browser's cart (the full cart screen is still to come). */
export default function CartPage() {
  const { t } = useTranslation();
  const { cart, isLoading } = useCart();
  const [remove] = useRemoveCartLine();
  const title = t('cart.title');
  return (
    <>
      <Seo title={title} />
      <PageHeader title={title} breadcrumb={[{ label: title }]} />
      <section className="container section">
        {isLoading ? (
          <Spinner block />
        ) : cart.items.length === 0 ? (
          <EmptyState title={t('cart.empty')} action={<ButtonLink to="/arts">{t('actions.browseArtworks')}</ButtonLink>} />
        ) : (
          <div className="cart-page">
            <MiniCartPanel items={cart.items} totals={cart} onRemove={(item) => void remove(item)} />
          </div>
        )}
      </section>
    </>
  );
}
