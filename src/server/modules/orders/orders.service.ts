import { muscatYear } from '#shared/muscat-day.ts';
import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import type { CheckoutQuote, OrderDetails, PlaceOrderInput } from '#shared/api/orders.ts';
import type { OrderTimeline } from '#shared/api/order-after-sale.ts';
import { trackingUrl } from '#shared/carriers.ts';
import { DEFAULT_CONTENT_LOCALE, toContentLocale, type ContentLocale } from '#shared/languages.ts';
import { discountedPrice } from '#shared/money.ts';
import { orderStateWords, stateRefusal } from '#shared/order-states.ts';
import { stockTransaction } from '../../db/catalogue-writes.ts';
import type { Db, Engine, Executor, Tx } from '../../db/client.ts';
import type { OrderTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { cartAnswerOf, checkoutCart, clearCart, type CartOwner } from '../cart/cart.service.ts';
import { computeTotals, shippingZoneOf, taxRateOf, type Totals } from '../cart/totals.ts';
import {
  artworksForCart,
  holdForUnpaidOrder,
  reserveStock,
  returnStock,
  sizeLabel,
  type StockArtwork,
} from '../catalog/stock.service.ts';
import { recordAudit, type AuditRecord } from '../audit/audit.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { getSettings, listCurrencies, settingTextsIn } from '../settings/settings.service.ts';
import { orderConfirmationMail, orderStepMail, PAYMENT_LABELS } from './orders.mail.ts';
import * as repo from './orders.repository.ts';

export type OrderRow = repo.OrderRow;

export interface OrderDeps {
  db: Db;
  engine: Engine;
  mailer: Mailer;
  publicUrl: string;
}

export const ORDER_PREFIX = 'BAF';

/** 'BAF-2026-000123': the booking number people read out on the phone. */
export function formatOrderNo(year: number, sequence: number): string {
  return `${ORDER_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What identifies "the same checkout": the normalised body without its key, independent of key order. */
export function requestHash(input: PlaceOrderInput): string {
  const { idempotency_key: _key, ...rest } = input;
  return crypto.createHash('sha256').update(stableJson(rest)).digest('hex');
}

const sold = (name: string) => new AppError('conflict', `Sorry, "${name}" has just been sold.`);

/** The checkout showed another total than today's prices make: nothing is charged until the collector confirms. */
function totalChanged(totals: Totals): AppError {
  const error = new AppError(
    'conflict',
    'The total has changed since you opened the checkout. Please check the new figures and confirm your order.',
    [{ field: 'expected_total', message: `is now ${totals.total}` }],
  );
  error.details = {
    totals: {
      sub_total: totals.sub_total,
      shipping_price: totals.shipping,
      tax_price: totals.tax,
      total_price: totals.total,
    },
  };
  return error;
}

/** An earlier order for this key: the same order for the same body, a refusal for another body. */
async function replayOf(db: Executor, key: string, hash: string): Promise<OrderRow | null> {
  const existing = await repo.orderByIdempotencyKey(db, key);
  if (!existing) return null;
  if (existing.request_hash !== hash) {
    throw new AppError('conflict', 'This checkout was already submitted with different details.', [
      { field: 'idempotency_key', message: 'was already used for another order' },
    ]);
  }
  return existing;
}

/**
 * What checkout will charge for this cart delivered to `country`: the cart with the zone's
 * shipping, and the payment methods on offer. The same rules as placeOrder, without reserving.
 */
export async function checkoutQuote(db: Db, owner: CartOwner, country: string): Promise<CheckoutQuote> {
  return db.transaction().execute(async (tx) => {
    const [{ priced }, settings] = await Promise.all([checkoutCart(tx, owner, { lock: false }), getSettings(tx)]);
    const zone = shippingZoneOf(country);
    return { ...cartAnswerOf(priced, settings, zone), shipping_zone: zone, payment_methods: settings.payment_methods };
  });
}

class AlreadyPlaced extends Error {}

/**
 * Places the order (docs/product.md#cart-stock-and-orders) in one transaction: re-reads the cart and today's prices,
 * reserves the stock (refusing the whole order if any line cannot be had), copies the lines,
 * computes the totals, numbers the order, empties the cart and writes the confirmation to the
 * outbox. The mail leaves after the commit. Submitting the same checkout again answers the
 * same order, even when both submissions race.
 */
export async function placeOrder(
  deps: OrderDeps,
  customerId: number | null,
  input: PlaceOrderInput,
  language: ContentLocale = DEFAULT_CONTENT_LOCALE,
): Promise<{ order: OrderRow; replayed: boolean }> {
  const hash = requestHash(input);
  const earlier = await replayOf(deps.db, input.idempotency_key, hash);
  if (earlier) return { order: earlier, replayed: true };

  let placed: { order: OrderRow; mailId: number };
  try {
    placed = await stockTransaction(() =>
      deps.db.transaction().execute((tx) => placeInTransaction(deps, tx, customerId, input, hash, language)),
    );
  } catch (error) {
    // A twin submission that committed first explains an empty cart, a sold line or a taken key.
    if (error instanceof AlreadyPlaced || error instanceof AppError || repo.isUniqueViolation(error)) {
      const twin = await replayOf(deps.db, input.idempotency_key, hash);
      if (twin) return { order: twin, replayed: true };
    }
    throw error;
  }
  deps.mailer.deliver([placed.mailId]);
  return { order: placed.order, replayed: false };
}

async function placeInTransaction(
  deps: OrderDeps,
  tx: Tx,
  customerId: number | null,
  input: PlaceOrderInput,
  hash: string,
  language: ContentLocale,
): Promise<{ order: OrderRow; mailId: number }> {
  const settings = await getSettings(tx);
  if (!settings.payment_methods.includes(input.payment_method)) {
    throw AppError.invalid('payment_method', 'is not offered at the moment');
  }
  const currency =
    input.display_currency === 'OMR'
      ? { code: 'OMR', rate: '1', decimals: 3 }
      : (await listCurrencies(tx)).find((c) => c.code === input.display_currency);
  if (!currency) throw AppError.invalid('display_currency', 'is not offered');

  // Locks the cart on PostgreSQL, so a twin submission waits here and then finds this order.
  const { cart, priced } = await checkoutCart(
    tx,
    { sessionId: input.session_id, customerId },
    { lock: deps.engine === 'postgres' },
  );
  if (await repo.orderByIdempotencyKey(tx, input.idempotency_key)) throw new AlreadyPlaced();
  if (!cart || priced.length === 0) {
    throw new AppError('invalid', 'Your cart is empty.', [
      { field: 'session_id', message: 'has no artworks in its cart' },
    ]);
  }

  for (const p of priced) {
    if (p.item.purchasable) continue;
    // Reserved with stock left: held by staff. Without: held by another collector's order.
    if ((p.artwork.availability === 'reserved' && p.artwork.stock > 0) || p.artwork.status !== 'published') {
      throw new AppError('conflict', `Sorry, "${p.artwork.name}" is no longer available.`);
    }
    if (p.item.stock <= 0) throw sold(p.artwork.name);
    throw new AppError(
      'conflict',
      `Sorry, only ${p.item.stock} of "${p.artwork.name}" ${p.item.stock === 1 ? 'is' : 'are'} left. Please change the quantity in your cart.`,
      [{ field: 'quantity', message: `must be at most ${p.item.stock}` }],
    );
  }
  const subTotal = priced.reduce((sum, p) => sum + p.item.line_total, 0);
  const zone = shippingZoneOf(input.shipping_address.country);
  const totals = computeTotals(subTotal, zone, settings);
  if (input.expected_total !== undefined && input.expected_total !== totals.total) throw totalChanged(totals);

  // A fixed order of row locks, so that two carts holding the same works cannot deadlock.
  const ordered = [...priced].sort(
    (a, b) =>
      a.artwork.id - b.artwork.id || a.line.color.localeCompare(b.line.color) || a.line.size.localeCompare(b.line.size),
  );
  for (const p of ordered) {
    if (!(await reserveStock(tx, p.artwork.id, p.line.color, p.line.size, p.line.quantity))) throw sold(p.artwork.name);
  }

  const publicId = crypto.randomBytes(16).toString('base64url');
  const id = await insertNumbered(tx, Date.now(), {
    public_id: publicId,
    customer_id: customerId,
    ...buyerColumns(input.contact, input.shipping_address),
    payment_method: input.payment_method,
    notes: input.notes ?? null,
    status: 'placed',
    payment_status: 'unpaid',
    fulfilment_status: 'unfulfilled',
    ...totalsColumns(totals, taxRateOf(zone, settings)),
    display_currency: currency.code,
    display_rate: currency.rate,
    idempotency_key: input.idempotency_key,
    request_hash: hash,
    language,
  });
  await repo.insertLines(
    tx,
    ordered.map((p) => orderLineOf(id, p.artwork, p.line, p.item.product_price)),
  );
  await clearCart(tx, cart.id);

  const order = (await repo.orderByPublicId(tx, publicId))!;
  const lines = await repo.orderLines(tx, id);
  const mailId = await deps.mailer.record(
    tx,
    orderConfirmationMail(
      {
        order,
        lines,
        currency,
        bankTransferInstructions: (await settingTextsIn(tx, toContentLocale(order.language) ?? DEFAULT_CONTENT_LOCALE))
          .bank_transfer_instructions,
        publicUrl: deps.publicUrl,
      },
      order.language,
    ),
  );
  return { order, mailId };
}

/** Who the order is for and where it goes, as the buyer gave them. */
function buyerColumns(contact: PlaceOrderInput['contact'], address: PlaceOrderInput['shipping_address']) {
  return {
    email: contact.email,
    full_name: contact.full_name,
    phone: contact.phone,
    country: address.country,
    governorate: address.governorate ?? null,
    wilayat: address.wilayat ?? null,
    city: address.city ?? null,
    line1: address.line1,
    line2: address.line2 ?? null,
    postal_code: address.postal_code ?? null,
    shipping_zone: shippingZoneOf(address.country),
  };
}

function totalsColumns(totals: Totals, taxRate: string) {
  return {
    sub_total: totals.sub_total,
    tax: totals.tax,
    delivery_charge: totals.shipping,
    total: totals.total,
    tax_rate: taxRate,
  };
}

/**
 * Inserts the order placed at `placedAt` (ms) and gives it its number. Sequential per year without
 * a counter row that every checkout would queue on: the serial id counted from the last order of
 * earlier years.
 */
async function insertNumbered(
  tx: Tx,
  placedAt: number,
  values: Omit<Insertable<OrderTable>, 'order_no'>,
): Promise<number> {
  // Unique until numbered, and sorting after every real number.
  const id = await repo.insertOrder(tx, { ...values, order_no: `pending-${values.public_id}` });
  const year = muscatYear(placedAt);
  await repo.setOrderNo(tx, id, formatOrderNo(year, id - (await repo.lastIdBefore(tx, `${ORDER_PREFIX}-${year}-`))));
  return id;
}

/**
 * The line as sold, copied so that later catalogue edits do not rewrite history. A print's
 * colour is kept (and marks the line as a variation, which cancelOrder relies on); a work sold
 * as itself has no colour and its size is its 'W x H cm'.
 */
function orderLineOf(
  orderId: number,
  artwork: StockArtwork,
  bought: { color: string; size: string; quantity: number },
  unitPrice: number,
) {
  return {
    order_id: orderId,
    artwork_id: artwork.id,
    product_slug: artwork.product_slug,
    product_name: artwork.name,
    product_image: artwork.feature_image || null,
    product_medium: artwork.medium,
    product_size: sizeLabel(artwork, bought.size) || null,
    product_color: bought.color || null,
    product_orientation: artwork.orientation,
    quantity: bought.quantity,
    unit_price: unitPrice,
  };
}

/** A sale made before the gallery kept its orders here: unique works, each bought as itself. */
export interface PastSale {
  customerId: number | null;
  contact: PlaceOrderInput['contact'];
  address: PlaceOrderInput['shipping_address'];
  paymentMethod: PlaceOrderInput['payment_method'];
  states: Pick<OrderRow, 'status' | 'payment_status' | 'fulfilment_status'>;
  /** ISO instant. Sales are recorded oldest first, so that their numbers follow their dates. */
  placedAt: string;
  artworkIds: readonly number[];
}

/**
 * Records a past sale (the demo gallery's sales before it opened its shop) as the order it would
 * have been: numbered in its year, its lines copied from the works at today's prices, its totals
 * computed as checkout computes them. The works' stock is left as it is: they are already sold,
 * or reserved while the order is unpaid.
 */
export async function recordPastSale(tx: Tx, sale: PastSale): Promise<OrderRow> {
  const settings = await getSettings(tx);
  const artworks = await artworksForCart(tx, sale.artworkIds);
  const bought = sale.artworkIds.map((id) => {
    const artwork = artworks.get(id);
    if (!artwork) throw new Error(`No artwork ${id} to record a sale of`);
    return { artwork, unitPrice: discountedPrice(artwork.price, artwork.discount) };
  });
  const zone = shippingZoneOf(sale.address.country);
  const totals = computeTotals(
    bought.reduce((sum, b) => sum + b.unitPrice, 0),
    zone,
    settings,
  );
  const publicId = crypto.randomBytes(16).toString('base64url');
  const id = await insertNumbered(tx, Date.parse(sale.placedAt), {
    public_id: publicId,
    customer_id: sale.customerId,
    ...buyerColumns(sale.contact, sale.address),
    payment_method: sale.paymentMethod,
    notes: null,
    ...sale.states,
    ...totalsColumns(totals, taxRateOf(zone, settings)),
    paid_at: sale.states.payment_status === 'unpaid' ? null : sale.placedAt,
    refunded_total: sale.states.payment_status === 'refunded' ? totals.total : 0,
    display_currency: 'OMR',
    display_rate: '1',
    idempotency_key: `past-sale-${publicId}`,
    request_hash: 'past sale',
    created_at: sale.placedAt,
    updated_at: sale.placedAt,
  });
  await repo.insertLines(
    tx,
    bought.map((b) => orderLineOf(id, b.artwork, { color: '', size: '', quantity: 1 }, b.unitPrice)),
  );
  // Still awaiting its payment: the works stay reserved, as checkout leaves them.
  if (sale.states.payment_status === 'unpaid' && sale.states.status !== 'cancelled') {
    await holdForUnpaidOrder(tx, sale.artworkIds);
  }
  return (await repo.orderByPublicId(tx, publicId))!;
}

/** Where an order goes, as the buyer gave it at checkout. */
export function addressOf(order: OrderRow) {
  return {
    country: order.country,
    governorate: order.governorate,
    wilayat: order.wilayat,
    city: order.city,
    line1: order.line1,
    line2: order.line2,
    postal_code: order.postal_code,
  };
}

/** The order's steps with their days, its parcel and its refunds, as both faces show them. */
export async function timelineOf(db: Executor, order: OrderRow): Promise<OrderTimeline> {
  const refunds = await repo.refundsOf(db, order.id);
  return {
    placed_at: order.created_at,
    confirmed_at: order.confirmed_at,
    paid_at: order.paid_at,
    shipped_at: order.shipped_at,
    delivered_at: order.delivered_at,
    cancelled_at: order.cancelled_at,
    carrier: order.carrier,
    tracking_number: order.tracking_number,
    tracking_url: order.tracking_number ? trackingUrl(order.carrier, order.tracking_number) : null,
    refunded_total: order.refunded_total,
    refunds: refunds.map((r) => ({
      amount: r.amount,
      reason: r.reason,
      staff_name: r.staff_name,
      created_at: r.created_at,
    })),
  };
}

function detailsOf(
  order: OrderRow,
  lines: repo.OrderLineRow[],
  bankTransferInstructions: string,
  timeline: OrderTimeline,
): OrderDetails {
  return {
    order_id: order.public_id,
    order_no: order.order_no,
    booking_date: order.created_at,
    total_amount: order.total,
    payment_type: PAYMENT_LABELS[order.payment_method],
    payment_method: order.payment_method,
    sub_total: order.sub_total,
    delivery_charge: order.delivery_charge,
    tax: order.tax,
    status: order.status,
    payment_status: order.payment_status,
    fulfilment_status: order.fulfilment_status,
    display_currency: order.display_currency,
    display_rate: order.display_rate,
    // Only while a transfer is still awaited: a paid, refunded or cancelled order asks for none.
    bank_transfer_instructions:
      order.payment_method === 'bank_transfer' && order.payment_status === 'unpaid' && order.status !== 'cancelled'
        ? bankTransferInstructions
        : null,
    delivery: { full_name: order.full_name, email: order.email, phone: order.phone, ...addressOf(order) },
    notes: order.notes,
    products: lines.map((l) => ({
      product_slug: l.product_slug,
      product_image: l.product_image ?? '',
      product_name: l.product_name,
      product_size: l.product_size ?? '',
      product_medium: l.product_medium ?? '',
      product_orientation: l.product_orientation ?? '',
      product_color: l.product_color ?? '',
      product_quantity: l.quantity,
      product_price: l.unit_price,
    })),
    timeline,
  };
}

async function details(db: Executor, order: OrderRow): Promise<OrderDetails> {
  // The bank's instructions in the language the collector ordered in.
  const [lines, texts, timeline] = await Promise.all([
    repo.orderLines(db, order.id),
    settingTextsIn(db, toContentLocale(order.language) ?? DEFAULT_CONTENT_LOCALE),
    timelineOf(db, order),
  ]);
  return detailsOf(order, lines, texts.bank_transfer_instructions, timeline);
}

/** By public id: whoever has the confirmation link may read it; the id cannot be guessed. */
export async function orderDetails(db: Executor, publicId: string): Promise<OrderDetails> {
  const order = await repo.orderByPublicId(db, publicId);
  if (!order) throw AppError.notFound('Order');
  return details(db, order);
}

export async function customerOrderDetails(db: Executor, customerId: number, publicId: string): Promise<OrderDetails> {
  const order = await repo.orderByPublicId(db, publicId);
  // Someone else's order is answered exactly like a missing one.
  if (!order || order.customer_id !== customerId) throw AppError.notFound('Order');
  return details(db, order);
}

export async function customerOrders(db: Executor, customerId: number) {
  const rows = await repo.ordersOfCustomer(db, customerId);
  return rows.map((r) => ({
    order_id: r.public_id,
    order_no: r.order_no,
    booking_date: r.created_at,
    total_amount: r.total,
    payment_method: r.payment_method,
    status: r.status,
    payment_status: r.payment_status,
    fulfilment_status: r.fulfilment_status,
    item_count: Number(r.item_count),
  }));
}

/**
 * Inside a transaction: cancels the order and returns its stock exactly once. The stock_returned
 * flag flips in the same transaction as the stock, so a repeated or concurrent call changes
 * nothing; answers true only for the call that cancelled it. Refuses (409) an order that is
 * completed, shipped or delivered, or that another request moved there meanwhile.
 */
export async function cancelInTransaction(tx: Tx, order: OrderRow): Promise<boolean> {
  if (order.status === 'cancelled') return false;
  if (order.status === 'completed')
    throw new AppError('conflict', 'A completed order cannot be cancelled.', [
      { field: 'status', message: 'is completed' },
    ]);
  const refusal = stateRefusal(order, { status: 'cancelled' });
  if (refusal) throw new AppError('conflict', refusal.message, [refusal]);
  if (!(await repo.markCancelled(tx, order.id))) {
    const now = await repo.orderByPublicId(tx, order.public_id);
    if (now?.status === 'cancelled') return false;
    throw new AppError(
      'conflict',
      'This order was changed by someone else meanwhile. Please reload it and try again.',
      [{ field: 'status', message: 'was changed meanwhile' }],
    );
  }
  for (const line of await repo.orderLines(tx, order.id)) {
    if (line.artwork_id === null) continue;
    const variation = !!line.product_color;
    await returnStock(
      tx,
      line.artwork_id,
      variation ? line.product_color! : '',
      variation ? (line.product_size ?? '') : '',
      line.quantity,
    );
  }
  return true;
}

/**
 * Cancels an order (for the back office) and returns its stock exactly once; cancelling an
 * order that is already cancelled answers it unchanged. With `by`, the one call that cancels it
 * writes the audit entry in the same transaction.
 */
export async function cancelOrder(
  db: Db,
  publicId: string,
  by?: { staff: AuditRecord['staff']; mailer?: Mailer; publicUrl?: string },
): Promise<OrderDetails> {
  const mailIds: number[] = [];
  const answer = await stockTransaction(() =>
    db.transaction().execute(async (tx) => {
      mailIds.length = 0;
      const order = await repo.orderByPublicId(tx, publicId);
      if (!order) throw AppError.notFound('Order');
      if ((await cancelInTransaction(tx, order)) && by) {
        const units = (await repo.orderLines(tx, order.id)).reduce(
          (sum, l) => sum + (l.artwork_id === null ? 0 : l.quantity),
          0,
        );
        await recordAudit(tx, {
          staff: by.staff,
          action: 'order.cancel',
          entity: 'order',
          entityId: order.order_no,
          detail: `Cancelled order ${order.order_no} (it was ${orderStateWords.status[order.status].toLowerCase()}); ${units} ${units === 1 ? 'item' : 'items'} returned to stock.`,
        });
        if (by.mailer) {
          const after = (await repo.orderByPublicId(tx, publicId))!;
          mailIds.push(
            await by.mailer.record(
              tx,
              orderStepMail({ step: 'cancelled', order: after, publicUrl: by.publicUrl ?? '' }),
            ),
          );
        }
      }
      return details(tx, (await repo.orderByPublicId(tx, publicId))!);
    }),
  );
  by?.mailer?.deliver(mailIds);
  return answer;
}
