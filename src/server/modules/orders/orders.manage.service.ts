import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { StaffMember } from '#shared/api/manage.ts';
import type {
  DashboardFigures,
  ManagedOrder,
  ManagedOrderRow,
  OrderHistoryEntry,
  orderListQuery,
  OrderListAnswer,
  orderStateBody,
} from '#shared/api/manage-orders.ts';
import {
  allowedChanges,
  changedFields,
  orderStateWords,
  stateRefusal,
  type OrderStateField,
  type OrderStates,
} from '#shared/order-states.ts';
import { recordAudit, auditTrail } from '../audit/audit.service.ts';
import { listArtworksForStaff } from '../catalog/catalog.manage.service.ts';
import { listMessages } from '../contact/contact.manage.service.ts';
import { listApplications } from '../exhibitions/applications.manage.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import { invoiceHtml } from './orders.invoice.ts';
import { PAYMENT_LABELS, regionName } from './orders.mail.ts';
import * as repo from './orders.repository.ts';
import { addressOf, cancelInTransaction, cancelOrder, type OrderRow } from './orders.service.ts';

/**
 * Orders as the back office sees them (owners and editors): the list with search and filters, one
 * order with its lines and history, its three states moved along the allowed steps
 * (`#shared/order-states.ts`), cancelling (stock back exactly once) and the dashboard's figures.
 * Every change writes its audit entry in the same transaction.
 */

type ListQuery = z.output<typeof orderListQuery>;
type StateBody = z.output<typeof orderStateBody>;

const DAY_MS = 24 * 60 * 60_000;
/** Muscat is UTC+4 all year (no daylight saving). */
const MUSCAT = '+04:00';

/** The instant a Muscat calendar day ('YYYY-MM-DD') begins, as stored ISO text. */
export function muscatDayStart(day: string): string {
  return new Date(`${day}T00:00:00${MUSCAT}`).toISOString();
}

/** 'YYYY-MM-01' of the month `now` falls in, in Muscat. */
export function muscatMonthStart(now = Date.now()): string {
  const local = new Date(now + 4 * 60 * 60_000);
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

export const invoiceUrl = (orderNo: string) => `/admin/api/manage/orders/${encodeURIComponent(orderNo)}/invoice`;

/** The audit log and the order's history word the states as the back office's badges do. */
const STATE_LABELS: Record<OrderStateField, string> = {
  status: 'Order',
  payment_status: 'Payment',
  fulfilment_status: 'Delivery',
};
const word = (field: OrderStateField, state: string) =>
  (orderStateWords[field] as Record<string, string>)[state] ?? state;

const STATE_ACTIONS: Record<OrderStateField, string> = {
  status: 'order.status',
  payment_status: 'order.payment',
  fulfilment_status: 'order.fulfilment',
};

const statesOf = (o: OrderStates): OrderStates => ({
  status: o.status,
  payment_status: o.payment_status,
  fulfilment_status: o.fulfilment_status,
});

async function findOrder(db: Executor, ref: string): Promise<OrderRow> {
  const order = await repo.orderByRef(db, ref);
  if (!order) throw AppError.notFound('Order');
  return order;
}

type ListRow = Awaited<ReturnType<typeof repo.listOrdersForStaff>>['rows'][number];

function rowOf(r: ListRow): ManagedOrderRow {
  return {
    order_id: r.public_id,
    order_no: r.order_no,
    created_at: r.created_at,
    customer_name: r.full_name,
    email: r.email,
    country: r.country,
    total: r.total,
    payment_method: r.payment_method,
    status: r.status,
    payment_status: r.payment_status,
    fulfilment_status: r.fulfilment_status,
    item_count: Number(r.item_count ?? 0),
    first_item: r.first_item ?? '',
  };
}

export async function listOrdersForStaff(db: Executor, query: ListQuery): Promise<OrderListAnswer> {
  const filters: repo.StaffOrderFilters = {
    search: query.search || undefined,
    status: query.status,
    paymentStatus: query.payment_status,
    fulfilmentStatus: query.fulfilment_status,
    paymentMethod: query.payment_method,
    from: query.from ? muscatDayStart(query.from) : undefined,
    until: query.to ? new Date(Date.parse(muscatDayStart(query.to)) + DAY_MS).toISOString() : undefined,
  };
  const [{ rows, total }, states] = await Promise.all([
    repo.listOrdersForStaff(db, filters, {
      sort: query.sort,
      order: query.order,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    repo.countOrdersByState(db),
  ]);
  const counts = { all: 0, placed: 0, confirmed: 0, completed: 0, cancelled: 0 };
  for (const s of states) {
    counts.all += s.n;
    counts[s.status] += s.n;
  }
  return { result: rows.map(rowOf), page: query.page, per_page: query.per_page, total, counts };
}

/** Each customer account's order figures, for the customers list to join (`CustomerCompanions`). */
export const customerOrderFigures = repo.customerOrderFigures;

/** A customer account's orders as the orders list shows them, newest first (the last 200). */
export async function ordersOfCustomerForStaff(db: Executor, customerId: number): Promise<ManagedOrderRow[]> {
  const { rows } = await repo.listOrdersForStaff(
    db,
    { customerId },
    { sort: 'created', order: 'desc', limit: 200, offset: 0 },
  );
  return rows.map(rowOf);
}

async function historyOf(db: Executor, order: OrderRow): Promise<OrderHistoryEntry[]> {
  const entries = await auditTrail(db, 'order', order.order_no);
  return [
    {
      action: 'order.placed',
      created_at: order.created_at,
      detail: `Placed by ${order.full_name} online, to pay by ${PAYMENT_LABELS[order.payment_method].toLowerCase()}.`,
      staff_name: null,
    },
    ...entries.map((e) => ({
      action: e.action,
      created_at: e.created_at,
      detail: e.detail ?? '',
      staff_name: e.staff_name,
    })),
  ];
}

/** Every detail of one order, by its number or public id. */
export async function orderForStaff(db: Executor, ref: string): Promise<ManagedOrder> {
  const order = await findOrder(db, ref);
  const [lines, history] = await Promise.all([repo.orderLines(db, order.id), historyOf(db, order)]);
  return {
    order_id: order.public_id,
    order_no: order.order_no,
    created_at: order.created_at,
    updated_at: order.updated_at,
    customer: { customer_id: order.customer_id, full_name: order.full_name, email: order.email, phone: order.phone },
    address: { ...addressOf(order), country_name: regionName(order.country), shipping_zone: order.shipping_zone },
    payment_method: order.payment_method,
    payment_label: PAYMENT_LABELS[order.payment_method],
    notes: order.notes,
    ...statesOf(order),
    stock_returned: order.stock_returned === 1,
    lines: lines.map((l) => ({
      artwork_id: l.artwork_id,
      product_slug: l.product_slug,
      product_name: l.product_name,
      product_image: l.product_image ?? '',
      product_medium: l.product_medium ?? '',
      product_size: l.product_size ?? '',
      product_color: l.product_color ?? '',
      product_orientation: l.product_orientation ?? '',
      quantity: l.quantity,
      unit_price: l.unit_price,
      line_total: l.unit_price * l.quantity,
    })),
    currency: 'OMR',
    sub_total: order.sub_total,
    delivery_charge: order.delivery_charge,
    tax_rate: order.tax_rate,
    tax: order.tax,
    total: order.total,
    display_currency: order.display_currency,
    display_rate: order.display_rate,
    allowed: allowedChanges(order),
    history,
    invoice_url: invoiceUrl(order.order_no),
  };
}

const changedMeanwhile = () =>
  new AppError('conflict', 'This order was changed by someone else meanwhile. Please reload it and try again.', [
    { field: 'status', message: 'was changed meanwhile' },
  ]);

/**
 * Moves the order's states (PATCH /orders/:id/status). The change is judged as a whole against
 * the states it leads to; a refused one answers 409 naming the field and changes nothing.
 * Setting status to cancelled cancels the order as POST /cancel does (stock back once).
 */
export async function setOrderStates(db: Db, staff: StaffMember, ref: string, body: StateBody): Promise<ManagedOrder> {
  const orderNo = await db.transaction().execute(async (tx) => {
    const order = await findOrder(tx, ref);
    const current = statesOf(order);
    const diff = changedFields(current, body);
    if (Object.keys(diff).length === 0) return order.order_no;
    const refusal = stateRefusal(current, diff);
    if (refusal) throw new AppError('conflict', refusal.message, [refusal]);

    let from = current;
    if (diff.status === 'cancelled') {
      if (!(await cancelInTransaction(tx, order))) throw changedMeanwhile();
      from = { ...current, status: 'cancelled' };
    }
    const next = { ...current, ...diff };
    if (
      (next.payment_status !== from.payment_status ||
        next.fulfilment_status !== from.fulfilment_status ||
        next.status !== from.status) &&
      !(await repo.updateOrderStates(tx, order.id, from, next))
    ) {
      throw changedMeanwhile();
    }
    for (const field of ['status', 'payment_status', 'fulfilment_status'] as const) {
      const to = diff[field];
      if (to === undefined) continue;
      const cancelled = field === 'status' && to === 'cancelled';
      await recordAudit(tx, {
        staff,
        action: cancelled ? 'order.cancel' : STATE_ACTIONS[field],
        entity: 'order',
        entityId: order.order_no,
        detail: cancelled
          ? `Cancelled order ${order.order_no} (it was ${word(field, current.status).toLowerCase()}); its stock was returned.`
          : `${STATE_LABELS[field]}: ${word(field, current[field])} → ${word(field, to)}.`,
      });
    }
    return order.order_no;
  });
  return orderForStaff(db, orderNo);
}

/**
 * Cancels the order (POST /orders/:id/cancel) through the orders service's cancelOrder: the
 * stock returns exactly once; cancelling a cancelled order answers it unchanged.
 */
export async function cancelOrderForStaff(db: Db, staff: StaffMember, ref: string): Promise<ManagedOrder> {
  const order = await findOrder(db, ref);
  await cancelOrder(db, order.public_id, { staff });
  return orderForStaff(db, order.order_no);
}

/** The gallery's VAT registration number from the settings, or null while none is set. */
function vatNumberOf(settings: { vat_number?: unknown }): string | null {
  const value = settings.vat_number;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The printable invoice (GET /orders/:id/invoice), rendered here with every value escaped. */
export async function orderInvoice(db: Executor, ref: string): Promise<{ orderNo: string; html: string }> {
  const order = await findOrder(db, ref);
  const [lines, settings] = await Promise.all([repo.orderLines(db, order.id), getSettings(db)]);
  return { orderNo: order.order_no, html: invoiceHtml({ order, lines, settings, vatNumber: vatNumberOf(settings) }) };
}

async function countOf(promise: Promise<{ total: number }>): Promise<number> {
  return (await promise).total;
}

/** GET /dashboard: the figures of the day, each from the module that owns it. */
export async function dashboardFigures(db: Executor, now = Date.now()): Promise<DashboardFigures> {
  const monthStart = muscatMonthStart(now);
  const page = { page: 1, per_page: 1, sort: 'created', order: 'desc' } as const;
  const artworkPage = { ...page, sort: 'updated' } as const;
  const [states, revenue, recent, newApplications, unreadMessages, forSale, sold] = await Promise.all([
    repo.countOrdersByState(db),
    repo.revenueSince(db, muscatDayStart(monthStart)),
    repo.listOrdersForStaff(db, {}, { sort: 'created', order: 'desc', limit: 6, offset: 0 }),
    countOf(listApplications(db, { ...page, status: 'new' })),
    listMessages(db, { ...page, unread: true }).then((m) => m.unread),
    countOf(listArtworksForStaff(db, { ...artworkPage, status: 'published', availability: 'available' })),
    countOf(listArtworksForStaff(db, { ...artworkPage, availability: 'sold' })),
  ]);
  const orders = {
    by_status: { placed: 0, confirmed: 0, completed: 0, cancelled: 0 },
    by_payment: { unpaid: 0, paid: 0, refunded: 0 },
    by_fulfilment: { unfulfilled: 0, shipped: 0, delivered: 0 },
    open: 0,
    to_ship: 0,
  };
  for (const s of states) {
    orders.by_status[s.status] += s.n;
    orders.by_payment[s.payment_status] += s.n;
    orders.by_fulfilment[s.fulfilment_status] += s.n;
    if (s.status === 'placed' || s.status === 'confirmed') orders.open += s.n;
    if (s.status === 'confirmed' && s.fulfilment_status === 'unfulfilled') orders.to_ship += s.n;
  }
  return {
    orders,
    revenue: { month_start: monthStart, this_month: revenue.total, orders_this_month: revenue.orders },
    new_applications: newApplications,
    unread_messages: unreadMessages,
    artworks: { for_sale: forSale, sold },
    recent_orders: recent.rows.map(rowOf),
  };
}
