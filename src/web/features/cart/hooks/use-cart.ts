import type { CartItem } from '#shared/api/cart.ts';
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

/** Nothing of the query's own state: its loading and refetching change nothing for useCartLines. */
const noQueryState = () => NO_QUERY_STATE;
const NO_QUERY_STATE = {};

/**
 * The lines of this browser's cart, for what counts them (a work's quantity bound, the quick view):
 * the cart is asked for as in useCart, but its loading does not render the page again, only a
 * change of its lines does. Right after hydration that render would be synchronous, and would
 * hydrate at once every part of the page still waiting for its turn.
 */
export function useCartLines(): CartItem[] {
  useGetCartQuery(getSessionId(), { selectFromResult: noQueryState });
  return useAppSelector((state) => state.cart.items);
}
