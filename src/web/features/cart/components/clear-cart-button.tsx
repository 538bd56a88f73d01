import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { TrashIcon } from '#web/components/ui/icons.tsx';
import { useClearCart } from '../hooks/use-clear-cart.ts';
import './clear-cart-button.css';

/** "Clear cart", after a confirmation: emptying a cart of chosen artworks by accident is annoying. */
export function ClearCartButton() {
  const { t } = useTranslation('shop');
  const [clear, { isLoading }] = useClearCart();
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="link-button clear-cart">
          <TrashIcon size={16} />
          {t('cart.clear')}
        </button>
      }
      title={t('cart.clearTitle')}
      text={t('cart.clearText')}
      cancelLabel={t('cart.keep')}
      confirmLabel={t('cart.clearConfirm')}
      busy={isLoading}
      onConfirm={clear}
    />
  );
}
