import { useTranslation } from 'react-i18next';
import { notify } from '#web/lib/toast.ts';
import type { CartItem } from '#shared/api/cart.ts';
import { getSessionId } from '#web/lib/session.ts';
import { useRemoveFromCartMutation } from '../api/remove-from-cart.ts';

/** Removes a cart line, with SPEC §4's toasts. */
export function useRemoveCartLine() {
  const { t } = useTranslation();
  const [removeFromCart, state] = useRemoveFromCartMutation();
  const remove = async (item: Pick<CartItem, 'product_id' | 'color' | 'size'>) => {
    try {
      await removeFromCart({ session_id: getSessionId(), product_id: item.product_id, color: item.color, size: item.size }).unwrap();
      notify('success', t('cart.toast.removed'));
    } catch {
      notify('error', t('cart.toast.removeFailed'));
    }
  };
  return [remove, state] as const;
}
