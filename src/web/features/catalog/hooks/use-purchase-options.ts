import { useMemo, useReducer } from 'react';
import type { Product } from '#shared/api/catalog.ts';
import {
  chosenQuantity,
  initialPurchase,
  maxQuantity,
  nothingInCart,
  purchaseReducer,
  stockOf,
  type InCart,
  type PurchaseState,
} from './purchase-options.ts';

export interface PurchaseOptions extends PurchaseState {
  /** Stock of the chosen size, or of the artwork when it has no variations. */
  stock: number;
  maxQuantity: number;
  /** True when the cart already holds all there is (docs/product.md#forms-and-validation: Add To Cart is disabled). */
  atLimit: boolean;
  selectColor: (color: string) => void;
  selectSize: (size: string) => void;
  increment: () => void;
  decrement: () => void;
}

/**
 * Colour, size and quantity of an artwork page. Key the calling component by artwork id so that
 * opening another artwork starts from that artwork's defaults.
 */
export function usePurchaseOptions(
  artwork: Pick<Product, 'stock' | 'variation'>,
  inCart: InCart = nothingInCart,
): PurchaseOptions {
  const reducer = useMemo(() => purchaseReducer(artwork, inCart), [artwork, inCart]);
  const [state, dispatch] = useReducer(reducer, artwork, initialPurchase);
  const stock = stockOf(artwork, state);
  const held = inCart(state);
  return {
    ...state,
    quantity: chosenQuantity(artwork, state, inCart),
    stock,
    maxQuantity: maxQuantity(stock, held),
    atLimit: held >= stock,
    selectColor: (color) => dispatch({ type: 'color', color }),
    selectSize: (size) => dispatch({ type: 'size', size }),
    increment: () => dispatch({ type: 'increment' }),
    decrement: () => dispatch({ type: 'decrement' }),
  };
}
