import crypto from 'node:crypto';
import type { CartAnswer, CartItem, CartMutationAnswer } from '#shared/api/cart.ts';
import { discountedPrice } from '#shared/money.ts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { artworkForCart, artworksForCart, isOnSale, matchOption, type StockArtwork } from '../catalog/stock.service.ts';
import { getSettings, type GallerySettings } from '../settings/settings.service.ts';
import * as repo from './cart.repository.ts';
import { computeTotals, type PricingRules, type ShippingZone } from './totals.ts';

/**
 * The server cart (docs/product.md#cart-stock-and-orders): the single truth, keyed by the browser's session id and, once
 * the visitor logs in, by the customer. A guest cart is readable by whoever holds its session id;
 * a customer's cart only by that customer, so the next person on a shared computer never sees it.
 */
export interface CartOwner {
  sessionId: string;
  customerId: number | null;
}

/** Whose cart a request means: its session's, and the signed-in customer's too when there is one. */
export const cartOwner = (sessionId: string, customer: { id: number } | null | undefined): CartOwner => ({
  sessionId,
  customerId: customer?.id ?? null,
});

export type CartRow = repo.CartRow;
export type CartLineRow = repo.CartLineRow;

/** Frees a session id held by another customer's cart; that cart stays theirs and comes back when they log in. */
async function detach(db: Executor, cart: CartRow): Promise<void> {
  await repo.updateCart(db, cart.id, { session_id: `detached-${crypto.randomBytes(12).toString('base64url')}` });
}

/**
 * The cart the owner is working with, creating it when `create` is set. A logged-in customer who
 * still has a guest cart on this browser gets it merged into theirs.
 */
export async function resolveCart(
  db: Executor,
  owner: CartOwner,
  options: { create: boolean },
): Promise<CartRow | null> {
  const bySession = await repo.cartBySession(db, owner.sessionId);
  if (owner.customerId === null) {
    if (bySession && bySession.customer_id === null) return bySession;
    if (!options.create) return null;
    if (bySession) await detach(db, bySession);
    return repo.createCart(db, owner.sessionId, null);
  }
  const own = await repo.cartOfCustomer(db, owner.customerId);
  if (bySession && bySession.customer_id === null) {
    if (!own) {
      await repo.updateCart(db, bySession.id, { customer_id: owner.customerId });
      return { ...bySession, customer_id: owner.customerId };
    }
    await mergeInto(db, bySession, own);
    return own;
  }
  if (own) return own;
  if (!options.create) return null;
  if (bySession) await detach(db, bySession);
  return repo.createCart(db, owner.sessionId, owner.customerId);
}

/**
 * Moves the guest cart's lines into the customer's cart. A line present in both adds up, capped
 * at what is in stock (at least 1, so a line that sold meanwhile still shows as sold).
 */
async function mergeInto(db: Executor, from: CartRow, into: CartRow): Promise<void> {
  const [incoming, existing] = await Promise.all([repo.cartLines(db, from.id), repo.cartLines(db, into.id)]);
  const artworks = await artworksForCart(
    db,
    incoming.map((l) => l.artwork_id),
  );
  for (const line of incoming) {
    const same = existing.find(
      (e) => e.artwork_id === line.artwork_id && e.color === line.color && e.size === line.size,
    );
    const artwork = artworks.get(line.artwork_id);
    const stock = artwork ? stockOf(artwork, line) : 0;
    const wanted = line.quantity + (same?.quantity ?? 0);
    // Never below what the customer's own cart already held, never 0 (the line must stay visible).
    const quantity = Math.max(1, Math.min(wanted, Math.max(stock, same?.quantity ?? 0)));
    await repo.putLine(db, {
      cart_id: into.id,
      artwork_id: line.artwork_id,
      color: line.color,
      size: line.size,
      quantity,
    });
  }
  await repo.deleteCart(db, from.id);
  await repo.touchCart(db, into.id);
}

/** Called at login: the browser's guest cart joins the customer's right away. */
export async function mergeGuestCart(db: Executor, sessionId: string, customerId: number): Promise<void> {
  await resolveCart(db, { sessionId, customerId }, { create: false });
}

function stockOf(artwork: StockArtwork, line: Pick<CartLineRow, 'color' | 'size'>): number {
  if (!isOnSale(artwork)) return 0;
  const match = matchOption(artwork, line.color, line.size);
  return match.ok ? match.stock : 0;
}

export interface PricedLine {
  line: CartLineRow;
  artwork: StockArtwork;
  item: CartItem;
}

/** Each line with its current price and whether it can still be bought as it stands. */
export function priceLines(lines: CartLineRow[], artworks: Map<number, StockArtwork>): PricedLine[] {
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const artwork = artworks.get(line.artwork_id);
    if (!artwork) continue;
    const unit = discountedPrice(artwork.price, artwork.discount);
    const stock = stockOf(artwork, line);
    priced.push({
      line,
      artwork,
      item: {
        cartItemId: line.id,
        product_id: artwork.id,
        product_slug: artwork.product_slug,
        product_name: artwork.name,
        feature_image: artwork.feature_image,
        product_price: unit,
        price: artwork.price,
        discount: artwork.discount,
        quantity: line.quantity,
        color: line.color,
        size: line.size,
        stock,
        availability: artwork.availability,
        purchasable: stock >= line.quantity,
        line_total: unit * line.quantity,
      },
    });
  }
  return priced;
}

/**
 * The cart as the storefront shows it. Totals count only the lines that can be bought, so they
 * are what checkout would charge once the unavailable lines are removed; shipping is Oman's rate
 * unless checkout names the zone of the address.
 */
export function cartAnswerOf(priced: PricedLine[], rules: PricingRules, zone: ShippingZone = 'oman'): CartAnswer {
  const subTotal = priced.filter((p) => p.item.purchasable).reduce((sum, p) => sum + p.item.line_total, 0);
  const totals = computeTotals(subTotal, zone, rules);
  return {
    result: priced.map((p) => p.item),
    sub_total: totals.sub_total,
    tax_price: totals.tax,
    shipping_price: totals.shipping,
    total_price: totals.total,
    item_count: priced.reduce((sum, p) => sum + p.item.quantity, 0),
    free_delivery_threshold: rules.free_delivery_threshold,
  };
}

/**
 * The cart's answer, read where it was found (inside the transaction that changed it, if any), priced
 * with the gallery's cached settings: its callers read them from the database itself before any
 * transaction (on SQLite it holds the one connection), since inside one they are read afresh on
 * every request.
 */
async function answerFor(db: Executor, cart: CartRow | null, settings: GallerySettings): Promise<CartAnswer> {
  if (!cart) return cartAnswerOf([], settings);
  const lines = await repo.cartLines(db, cart.id);
  const artworks = await artworksForCart(
    db,
    lines.map((l) => l.artwork_id),
  );
  return cartAnswerOf(priceLines(lines, artworks), settings);
}

export async function getCart(db: Db, owner: CartOwner): Promise<CartAnswer> {
  const settings = await getSettings(db);
  // A guest's cart is only read, so no transaction: its BEGIN and COMMIT were two of the six round
  // trips to PostgreSQL (whose reads see each other's commits inside one anyway). A customer's is
  // read in one, since the guest cart of this browser may first have to join it.
  if (owner.customerId === null) return answerFor(db, await resolveCart(db, owner, { create: false }), settings);
  return db
    .transaction()
    .execute(async (tx) => answerFor(tx, await resolveCart(tx, owner, { create: false }), settings));
}

export interface AddToCart {
  product_id: number;
  quantity: number;
  color: string;
  size: string;
}

export async function addToCart(db: Db, owner: CartOwner, input: AddToCart): Promise<CartMutationAnswer> {
  const settings = await getSettings(db);
  return db.transaction().execute(async (tx) => {
    const artwork = await artworkForCart(tx, input.product_id);
    if (!artwork || artwork.status !== 'published') {
      throw new AppError('not_found', 'Artwork not found', [
        { field: 'product_id', message: 'is not an artwork on sale in the gallery' },
      ]);
    }
    if (artwork.availability === 'sold') {
      throw new AppError('conflict', `Sorry, "${artwork.name}" has been sold.`, [
        { field: 'product_id', message: 'has been sold' },
      ]);
    }
    if (artwork.availability === 'reserved') {
      throw new AppError('conflict', `"${artwork.name}" is reserved and cannot be bought at the moment.`, [
        { field: 'product_id', message: 'is reserved' },
      ]);
    }
    const option = matchOption(artwork, input.color, input.size);
    if (!option.ok) throw AppError.invalid(option.field, option.message);

    const cart = (await resolveCart(tx, owner, { create: true }))!;
    const lines = await repo.cartLines(tx, cart.id);
    const inCart =
      lines.find((l) => l.artwork_id === artwork.id && l.color === option.color && l.size === option.size)?.quantity ??
      0;
    const quantity = inCart + input.quantity;
    if (option.stock <= 0) {
      throw new AppError('conflict', `Sorry, "${artwork.name}" is out of stock.`, [
        { field: 'quantity', message: 'none left in stock' },
      ]);
    }
    if (quantity > option.stock) {
      const room = Math.max(0, option.stock - inCart);
      const message =
        inCart > 0
          ? `Only ${option.stock} of "${artwork.name}" available and ${inCart} already in your cart: quantity can be at most ${room}.`
          : `Only ${option.stock} of "${artwork.name}" available: quantity can be at most ${option.stock}.`;
      throw new AppError('conflict', message, [{ field: 'quantity', message: `must be at most ${room}` }]);
    }
    await repo.putLine(tx, {
      cart_id: cart.id,
      artwork_id: artwork.id,
      color: option.color,
      size: option.size,
      quantity,
    });
    await repo.touchCart(tx, cart.id);
    return { message: 'Added To Cart', ...(await answerFor(tx, cart, settings)) };
  });
}

export interface RemoveFromCart {
  product_id: number;
  color?: string | undefined;
  size?: string | undefined;
  quantity?: number | undefined;
}

const sameText = (a: string, b: string | undefined) => b === undefined || a.toLowerCase() === b.trim().toLowerCase();

/** Without a quantity the line(s) of the artwork go; with one, that many come off and the line goes at 0. */
export async function removeFromCart(db: Db, owner: CartOwner, input: RemoveFromCart): Promise<CartMutationAnswer> {
  const settings = await getSettings(db);
  return db.transaction().execute(async (tx) => {
    const cart = await resolveCart(tx, owner, { create: false });
    const lines = cart ? await repo.cartLines(tx, cart.id) : [];
    const matches = lines.filter(
      (l) => l.artwork_id === input.product_id && sameText(l.color, input.color) && sameText(l.size, input.size),
    );
    if (!cart || matches.length === 0) {
      throw new AppError('not_found', 'This artwork is not in your cart.', [
        { field: 'product_id', message: 'is not in the cart' },
      ]);
    }
    let message = 'Removed From Cart';
    if (input.quantity === undefined) {
      await repo.deleteLines(
        tx,
        matches.map((l) => l.id),
      );
    } else {
      if (matches.length > 1) {
        throw AppError.invalid(
          'color',
          'this artwork is in your cart in several colours or sizes: say which one to take out',
        );
      }
      const line = matches[0]!;
      if (line.quantity <= input.quantity) {
        await repo.deleteLines(tx, [line.id]);
      } else {
        await repo.setLineQuantity(tx, line.id, line.quantity - input.quantity);
        message = 'Item Decremented From Cart';
      }
    }
    await repo.touchCart(tx, cart.id);
    return { message, ...(await answerFor(tx, cart, settings)) };
  });
}

export async function emptyCart(db: Db, owner: CartOwner): Promise<CartMutationAnswer> {
  const settings = await getSettings(db);
  return db.transaction().execute(async (tx) => {
    const cart = await resolveCart(tx, owner, { create: false });
    if (cart) {
      await repo.deleteAllLines(tx, cart.id);
      await repo.touchCart(tx, cart.id);
    }
    return { message: 'Your cart is now empty.', ...(await answerFor(tx, cart, settings)) };
  });
}

/**
 * For checkout, inside the order's transaction: the cart and its lines priced from current data.
 * `lock` (PostgreSQL) holds the cart row until the transaction ends, so that two submissions of
 * one cart run one after the other.
 */
export async function checkoutCart(
  tx: Executor,
  owner: CartOwner,
  options: { lock: boolean },
): Promise<{ cart: CartRow | null; priced: PricedLine[] }> {
  const cart = await resolveCart(tx, owner, { create: false });
  if (!cart) return { cart: null, priced: [] };
  if (options.lock) await repo.lockCart(tx, cart.id);
  const lines = await repo.cartLines(tx, cart.id);
  const artworks = await artworksForCart(
    tx,
    lines.map((l) => l.artwork_id),
  );
  return { cart, priced: priceLines(lines, artworks) };
}

export async function clearCart(tx: Executor, cartId: number): Promise<void> {
  await repo.deleteAllLines(tx, cartId);
  await repo.touchCart(tx, cartId);
}
