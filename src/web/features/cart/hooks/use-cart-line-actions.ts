import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '#shared/api/cart.ts';
import { getSessionId } from '#web/lib/session.ts';
import { notify } from '#web/lib/toast.ts';
import { useAddToCartMutation } from '../api/add-to-cart.ts';
import { useRemoveFromCartMutation } from '../api/remove-from-cart.ts';

type Line = Pick<CartItem, 'cartItemId' | 'product_id' | 'color' | 'size' | 'quantity'>;

export interface CartLineActions {
  /** Plus: POST /cart/add with quantity 1 (docs/product.md#constants). */
  increment: (item: Line) => Promise<void>;
  /** Minus: POST /cart/delete with quantity 1; at 1 the line goes (docs/product.md#states-and-messages). */
  decrement: (item: Line) => Promise<void>;
  /** The line goes whatever its quantity. */
  remove: (item: Line) => Promise<void>;
  /** True while a change of this line is on its way (its buttons wait, so a double click counts once). */
  isBusy: (item: Pick<CartItem, 'cartItemId'>) => boolean;
}

/** Changes to the lines of this browser's cart, with the toasts of docs/product.md#states-and-messages. The cart is fetched again after each. */
export function useCartLineActions(): CartLineActions {
  const { t } = useTranslation();
  const [addToCart] = useAddToCartMutation();
  const [removeFromCart] = useRemoveFromCartMutation();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  async function run(item: Line, change: () => Promise<unknown>, success: string, failure: string) {
    if (busy.has(item.cartItemId)) return;
    setBusy((ids) => new Set(ids).add(item.cartItemId));
    try {
      await change();
      notify('success', success);
    } catch {
      notify('error', failure);
    } finally {
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(item.cartItemId);
        return next;
      });
    }
  }

  const lineOf = (item: Line) => ({
    session_id: getSessionId(),
    product_id: item.product_id,
    color: item.color,
    size: item.size,
  });

  return {
    increment: (item) =>
      run(
        item,
        () => addToCart({ ...lineOf(item), quantity: 1 }).unwrap(),
        t('cart.toast.added'),
        t('cart.toast.addFailed'),
      ),
    decrement: (item) =>
      run(
        item,
        () => removeFromCart({ ...lineOf(item), quantity: 1 }).unwrap(),
        t(item.quantity > 1 ? 'cart.toast.decremented' : 'cart.toast.removed'),
        t('cart.toast.removeFailed'),
      ),
    remove: (item) =>
      run(item, () => removeFromCart(lineOf(item)).unwrap(), t('cart.toast.lineRemoved'), t('cart.toast.removeFailed')),
    isBusy: (item) => busy.has(item.cartItemId),
  };
}
