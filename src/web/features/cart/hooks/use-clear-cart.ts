import { useTranslation } from 'react-i18next';
import { getSessionId } from '#web/lib/session.ts';
import { notify } from '#web/lib/toast.ts';
import { useClearCartMutation } from '../api/clear-cart.ts';

/** Empties the cart (POST /cart/delete_all) and says so; the cart is fetched again afterwards. */
export function useClearCart() {
  const { t } = useTranslation();
  const [clearCart, state] = useClearCartMutation();
  const clear = async (): Promise<boolean> => {
    try {
      await clearCart({ session_id: getSessionId() }).unwrap();
      notify('success', t('cart.toast.cleared'));
      return true;
    } catch {
      notify('error', t('cart.toast.removeFailed'));
      return false;
    }
  };
  return [clear, state] as const;
}
