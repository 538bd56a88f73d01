import { getSessionId } from '#web/lib/session.ts';
import { useAppSelector } from '#web/lib/store.ts';
import { useGetCartQuery } from '../api/get-cart.ts';
import type { CartState } from '../cart-slice.ts';

/**
 * This browser's cart: the live answer of GET /cart/list, or the persisted mirror while it loads
 * (so the header count is right on the first paint).
 */
export function useCart(): { cart: CartState; isLoading: boolean; isError: boolean; refetch: () => void } {
  const query = useGetCartQuery(getSessionId());
  const mirror = useAppSelector((state) => state.cart);
  return {
    cart: mirror,
    isLoading: query.isLoading && mirror.items.length === 0,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
