import type { Product } from '#shared/api/catalog.ts';

/** The choices a buyer makes on an artwork page before adding it to the cart (docs/product.md#forms-and-validation). */
export interface PurchaseState {
  color: string | null;
  size: string | null;
  quantity: number;
}

export type PurchaseAction =
  { type: 'color'; color: string } | { type: 'size'; size: string } | { type: 'increment' } | { type: 'decrement' };

/** How many of the artwork in this colour and size the cart already holds (counted: ADR 008). */
export type InCart = (choice: Pick<PurchaseState, 'color' | 'size'>) => number;
export const nothingInCart: InCart = () => 0;

type Purchasable = Pick<Product, 'stock' | 'variation'>;

const sizesOf = (artwork: Purchasable, color: string | null) =>
  artwork.variation.find((v) => v.color === color)?.size ?? [];

/** The first size of a colour that is still in stock, else its first size. */
function defaultSize(artwork: Purchasable, color: string | null): string | null {
  const sizes = sizesOf(artwork, color);
  return (sizes.find((s) => s.stock > 0) ?? sizes[0])?.name ?? null;
}

/** Starts on the first colour that has stock, with its first size in stock, and a quantity of 1. */
export function initialPurchase(artwork: Purchasable): PurchaseState {
  const first = artwork.variation.find((v) => v.size.some((s) => s.stock > 0)) ?? artwork.variation[0];
  const color = first?.color ?? null;
  return { color, size: defaultSize(artwork, color), quantity: 1 };
}

/** Stock of the chosen colour and size when the artwork has variations, else the artwork's own stock. */
export function stockOf(artwork: Purchasable, choice: Pick<PurchaseState, 'color' | 'size'>): number {
  if (artwork.variation.length === 0) return Math.max(0, artwork.stock);
  const size = sizesOf(artwork, choice.color).find((s) => s.name === choice.size);
  return Math.max(0, size?.stock ?? 0);
}

/** The most a buyer may pick: the stock minus what the cart already holds, never below 1 (docs/product.md#forms-and-validation). */
export function maxQuantity(stock: number, inCart = 0): number {
  return Math.max(1, stock - inCart);
}

/**
 * The quantity to show and add: the one chosen, lowered when the cart has since taken some of the
 * stock (after Add To Cart, choosing 3 of 5 leaves at most 2 more to pick).
 */
export function chosenQuantity(artwork: Purchasable, state: PurchaseState, inCart: InCart = nothingInCart): number {
  return Math.min(state.quantity, maxQuantity(stockOf(artwork, state), inCart(state)));
}

/** docs/product.md#forms-and-validation: quantity stays within 1..stock; a new colour or size starts again at 1 with that size's stock. */
export function purchaseReducer(artwork: Purchasable, inCart: InCart = nothingInCart) {
  return (state: PurchaseState, action: PurchaseAction): PurchaseState => {
    switch (action.type) {
      case 'color': {
        if (!artwork.variation.some((v) => v.color === action.color)) return state;
        return { color: action.color, size: defaultSize(artwork, action.color), quantity: 1 };
      }
      case 'size': {
        if (!sizesOf(artwork, state.color).some((s) => s.name === action.size)) return state;
        return { ...state, size: action.size, quantity: 1 };
      }
      case 'increment': {
        const max = maxQuantity(stockOf(artwork, state), inCart(state));
        const quantity = chosenQuantity(artwork, state, inCart);
        return quantity >= max ? { ...state, quantity } : { ...state, quantity: quantity + 1 };
      }
      case 'decrement':
        return { ...state, quantity: Math.max(1, chosenQuantity(artwork, state, inCart) - 1) };
    }
  };
}
