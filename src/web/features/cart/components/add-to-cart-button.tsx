import { useTranslation } from 'react-i18next';
import { notify } from '#web/lib/toast.ts';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { getSessionId } from '#web/lib/session.ts';
import { useAddToCartMutation } from '../api/add-to-cart.ts';

export interface AddToCartButtonProps {
  productId: number;
  color?: string;
  size?: string;
  /** docs/product.md#constants: one per call unless a quantity picker says otherwise. */
  quantity?: number;
  disabled?: boolean;
  className?: string;
  variant?: ButtonProps['variant'];
  block?: boolean;
  /** Called after the server accepted the line. */
  onAdded?: () => void;
}

/** Adds an artwork to this browser's server cart and says so in a toast (docs/product.md#states-and-messages). */
export function AddToCartButton({
  productId,
  color,
  size,
  quantity = 1,
  disabled,
  className,
  variant = 'primary',
  block,
  onAdded,
}: AddToCartButtonProps) {
  const { t } = useTranslation();
  const [addToCart, { isLoading }] = useAddToCartMutation();

  async function add() {
    try {
      await addToCart({
        session_id: getSessionId(),
        product_id: productId,
        quantity,
        color: color ?? '',
        size: size ?? '',
      }).unwrap();
      notify('success', t('cart.toast.added'));
      onAdded?.();
    } catch {
      notify('error', t('cart.toast.addFailed'));
    }
  }

  return (
    <Button variant={variant} block={block} className={className} disabled={disabled} busy={isLoading} onClick={add}>
      {t('cart.addToCart')}
    </Button>
  );
}
