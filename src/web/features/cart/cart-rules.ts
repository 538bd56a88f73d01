import type { CartItem } from '#shared/api/cart.ts';
import { writeDimensions } from '#shared/dimensions.ts';

/**
 * Why a cart line cannot be bought as it stands, or null when it can: the work sold (or its colour
 * and size sold out) since it was added, it is reserved, or fewer are left than the line holds.
 */
export type LineProblem = 'sold' | 'soldOut' | 'reserved' | 'short' | null;

export function lineProblem(item: CartItem): LineProblem {
  if (item.purchasable) return null;
  if (item.availability === 'sold') return 'sold';
  if (item.availability === 'reserved') return 'reserved';
  return item.stock <= 0 ? 'soldOut' : 'short';
}

/** The plus button: one more while the stock of the line's colour and size allows it. */
export function canAddOne(item: CartItem): boolean {
  return item.availability === 'available' && item.quantity < item.stock;
}

/** Lines that keep the cart from being checked out until they are removed or lowered. */
export function blockingLines(items: CartItem[]): CartItem[] {
  return items.filter((item) => !item.purchasable);
}

/** What is still missing for free delivery, in baisa (0 when it is reached or there is no threshold). */
export function missingForFreeDelivery(subTotal: number, threshold: number): number {
  if (!(threshold > 0) || !(subTotal > 0)) return 0;
  return Math.max(0, threshold - subTotal);
}

/** The colour and size of a print, as one short line ("black · A3 · 30 × 42 cm"). */
export function variantText(
  item: Pick<CartItem, 'color' | 'size'>,
  colourName: (color: string) => string = (c) => c,
  language = 'en',
): string {
  return [item.color ? colourName(item.color) : '', item.size ? writeDimensions(item.size, language) : '']
    .filter(Boolean)
    .join(' · ');
}
