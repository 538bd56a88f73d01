import { addDays, muscatDayStart, muscatMonthStart } from '#shared/muscat-day.ts';
import type { z } from 'zod';
import { formatAmount, OMR } from '#shared/money.ts';
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
  type OrderStateChange,
  type OrderStateField,
  type OrderStates,
} from '#shared/order-states.ts';
import { recordAudit, auditTrail } from '../audit/audit.service.ts';
import { stockTransaction } from '../../db/catalogue-writes.ts';
import { listArtworksForStaff } from '../catalog/catalog.manage.service.ts';
import { settleSale } from '../catalog/stock.service.ts';
import { listMessages } from '../contact/contact.manage.service.ts';
import { listApplications } from '../exhibitions/applications.manage.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import { invoiceHtml } from './orders.invoice.ts';
import { invoiceFileName, invoicePdf } from './orders.invoice-pdf.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { orderStepMail, PAYMENT_LABELS, regionName, type OrderStep } from './orders.mail.ts';
import * as repo from './orders.repository.ts';
import { addressOf, cancelInTransaction, cancelOrder, timelineOf, type OrderRow } from './orders.service.ts';

/**
 * Orders as the back office sees them (owners and editors): the list with search and filters, one
 * order with its lines and history, its three states moved along the allowed steps
 * (`#shared/order-states.ts`), cancelling (stock back exactly once) and the dashboard's figures.
 * Every change writes its audit entry in the same transaction.
 */

type ListQuery = z.output<typeof orderListQuery>;
type StateBody = z.output<typeof orderStateBody>;

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

const DAY_MS = 86_400_000;

/** The instant before which an unpaid order's reservation is overdue (docs/product.md#cart-stock-and-orders). */
async function overdueBefore(db: Executor, now: number): Promise<{ before: string; days: number }> {
  const days = (await getSettings(db)).reservation_days;
  return { before: new Date(now - days * DAY_MS).toISOString(), days };
}

export async function listOrdersForStaff(db: Executor, query: ListQuery, now = Date.now()): Promise<OrderListAnswer> {
  const filters: repo.StaffOrderFilters = {
    search: query.search || undefined,
    status: query.status,
    paymentStatus: query.payment_status,
    fulfilmentStatus: query.fulfilment_status,
    paymentMethod: query.payment_method,
    from: query.from ? muscatDayStart(query.from) : undefined,
    until: query.to ? muscatDayStart(addDays(query.to, 1)) : undefined,
    unpaidBefore: query.overdue ? (await overdueBefore(db, now)).before : undefined,
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

/**
 * The language to write to a customer in when they are not on the site (a reset link staff send):
 * the one their latest order was placed in; English without orders.
 */
export async function customerLanguage(db: Executor, customerId: number): Promise<string> {
  return (await repo.lastOrderLanguage(db, customerId)) ?? 'en';
}

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
  const [lines, history, timeline] = await Promise.all([
    repo.orderLines(db, order.id),
    historyOf(db, order),
    timelineOf(db, order),
  ]);
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
    language: order.language,
    timeline,
  };
}

const changedMeanwhile = () =>
  new AppError('conflict', 'This order was changed by someone else meanwhile. Please reload it and try again.', [
    { field: 'status', message: 'was changed meanwhile' },
  ]);

/** What a step that writes to the collector needs: the database, the mailer and the site's address. */
export interface AfterSaleDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** The e-mails a change of states owes the collector, in the order the steps happen. */
function stepsOf(diff: OrderStateChange): OrderStep[] {
  const steps: OrderStep[] = [];
  if (diff.status === 'confirmed') steps.push('confirmed');
  if (diff.payment_status === 'paid') steps.push('paid');
  if (diff.fulfilment_status === 'shipped') steps.push('shipped');
  if (diff.fulfilment_status === 'delivered') steps.push('delivered');
  if (diff.payment_status === 'refunded') steps.push('refunded');
  if (diff.status === 'cancelled') steps.push('cancelled');
  return steps;
}

const STEP_STAMPS: Partial<Record<OrderStep, keyof repo.StepColumns>> = {
  confirmed: 'confirmed_at',
  paid: 'paid_at',
  shipped: 'shipped_at',
  delivered: 'delivered_at',
};

/**
 * Moves the order's states (PATCH /orders/:id/status). The change is judged as a whole against
 * the states it leads to; a refused one answers 409 naming the field and changes nothing.
 * Setting status to cancelled cancels the order as POST /cancel does (stock back once). Each step
 * taken is stamped on the order and written to the collector, in the order's language, in the
 * same transaction; the mails leave after the commit.
 */
export async function setOrderStates(
  deps: AfterSaleDeps,
  staff: StaffMember,
  ref: string,
  body: StateBody,
  shipment?: { carrier: string; tracking_number: string },
): Promise<ManagedOrder> {
  const { db } = deps;
  const { orderNo, mailIds } = await stockTransaction(() =>
    db.transaction().execute(async (tx) => {
      const order = await findOrder(tx, ref);
      const current = statesOf(order);
      const diff = changedFields(current, body);
      if (Object.keys(diff).length === 0) return { orderNo: order.order_no, mailIds: [] };
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
      const steps = stepsOf(diff);
      const now = new Date().toISOString();
      const stamps: repo.StepColumns = {};
      for (const step of steps) {
        const column = STEP_STAMPS[step];
        if (column) stamps[column] = now;
      }
      if (shipment && diff.fulfilment_status === 'shipped') Object.assign(stamps, shipment);
      await repo.stampSteps(tx, order.id, stamps);
      const refunded = diff.payment_status === 'refunded' ? await repo.refundRest(tx, order, staff.name) : 0;
      // Paid: the works it held reserved are sold (docs/product.md#cart-stock-and-orders).
      if (diff.payment_status === 'paid') {
        for (const line of await repo.orderLines(tx, order.id)) {
          if (line.artwork_id !== null && !line.product_color) await settleSale(tx, line.artwork_id);
        }
      }

      for (const field of ['status', 'payment_status', 'fulfilment_status'] as const) {
        const to = diff[field];
        if (to === undefined) continue;
        const cancelled = field === 'status' && to === 'cancelled';
        const shipped = field === 'fulfilment_status' && to === 'shipped' && shipment;
        await recordAudit(tx, {
          staff,
          action: cancelled ? 'order.cancel' : STATE_ACTIONS[field],
          entity: 'order',
          entityId: order.order_no,
          detail: cancelled
            ? `Cancelled order ${order.order_no} (it was ${word(field, current.status).toLowerCase()}); its stock was returned.`
            : `${STATE_LABELS[field]}: ${word(field, current[field])} → ${word(field, to)}${
                shipped ? ` (${shipment.carrier}, tracking ${shipment.tracking_number})` : ''
              }.`,
        });
      }
      const after = (await repo.orderByPublicId(tx, order.public_id))!;
      const mailIds: number[] = [];
      for (const step of steps) {
        const refund = step === 'refunded' ? { amount: refunded, reason: '' } : undefined;
        const mail = orderStepMail({ step, order: after, publicUrl: deps.publicUrl, refund });
        // The payment mail carries the invoice (docs/product.md#cart-stock-and-orders).
        if (step === 'paid') {
          const { pdf } = await invoicePdfOf(tx, after);
          mail.attachments = [
            { filename: invoiceFileName(after.order_no), contentType: 'application/pdf', content: pdf },
          ];
        }
        mailIds.push(await deps.mailer.record(tx, mail));
      }
      return { orderNo: order.order_no, mailIds };
    }),
  );
  deps.mailer.deliver(mailIds);
  return orderForStaff(db, orderNo);
}

/** Ships a confirmed order with its carrier and tracking number (POST /orders/:id/ship). */
export async function shipOrder(
  deps: AfterSaleDeps,
  staff: StaffMember,
  ref: string,
  shipment: { carrier: string; tracking_number: string },
): Promise<ManagedOrder> {
  const order = await findOrder(deps.db, ref);
  if (order.fulfilment_status !== 'unfulfilled') {
    throw new AppError(
      'conflict',
      `This order is already ${word('fulfilment_status', order.fulfilment_status).toLowerCase()}.`,
      [{ field: 'fulfilment_status', message: `is ${order.fulfilment_status}` }],
    );
  }
  return setOrderStates(deps, staff, ref, { fulfilment_status: 'shipped' }, shipment);
}

/**
 * Records a refund of a paid order (POST /orders/:id/refund): any amount up to what was paid and
 * not yet refunded, with its reason. Refunding the whole total marks the payment refunded. The
 * collector is told, in the order's language, with the amount and the reason.
 */
export async function refundOrder(
  deps: AfterSaleDeps,
  staff: StaffMember,
  ref: string,
  refund: { amount: number; reason: string },
): Promise<ManagedOrder> {
  const { orderNo, mailId } = await deps.db.transaction().execute(async (tx) => {
    const order = await findOrder(tx, ref);
    if (order.payment_status !== 'paid') {
      throw new AppError(
        'conflict',
        order.payment_status === 'refunded'
          ? 'This order is already refunded in full.'
          : 'Only a paid order can be refunded.',
        [{ field: 'payment_status', message: `is ${order.payment_status}` }],
      );
    }
    const refundable = order.total - order.refunded_total;
    if (refund.amount > refundable) {
      throw AppError.invalid('amount', `must be at most ${refundable} baisa (what was paid and not yet refunded)`);
    }
    if (!(await repo.addRefund(tx, order, { ...refund, staff_name: staff.name }))) throw changedMeanwhile();
    const full = refund.amount === refundable;
    await recordAudit(tx, {
      staff,
      action: 'order.refund',
      entity: 'order',
      entityId: order.order_no,
      detail: `${full ? 'Refunded' : 'Refunded in part'}: OMR ${formatAmount(refund.amount, OMR)}. Reason: ${refund.reason}`,
    });
    const after = (await repo.orderByPublicId(tx, order.public_id))!;
    const mailId = await deps.mailer.record(
      tx,
      orderStepMail({ step: 'refunded', order: after, publicUrl: deps.publicUrl, refund }),
    );
    return { orderNo: order.order_no, mailId };
  });
  deps.mailer.deliver([mailId]);
  return orderForStaff(deps.db, orderNo);
}

/**
 * Cancels the order (POST /orders/:id/cancel) through the orders service's cancelOrder: the
 * stock returns exactly once; cancelling a cancelled order answers it unchanged. The collector
 * hears of it once, from the call that cancelled it.
 */
export async function cancelOrderForStaff(deps: AfterSaleDeps, staff: StaffMember, ref: string): Promise<ManagedOrder> {
  const order = await findOrder(deps.db, ref);
  await cancelOrder(deps.db, order.public_id, { staff, mailer: deps.mailer, publicUrl: deps.publicUrl });
  return orderForStaff(deps.db, order.order_no);
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

/** The invoice as a PDF (GET /orders/:id/invoice.pdf). */
export async function orderInvoicePdf(db: Executor, ref: string): Promise<{ orderNo: string; pdf: Uint8Array }> {
  const order = await findOrder(db, ref);
  return invoicePdfOf(db, order);
}

/** The PDF invoice of an order already found, as both faces download it. */
export async function invoicePdfOf(db: Executor, order: OrderRow): Promise<{ orderNo: string; pdf: Uint8Array }> {
  const [lines, settings] = await Promise.all([repo.orderLines(db, order.id), getSettings(db)]);
  return {
    orderNo: order.order_no,
    pdf: await invoicePdf({ order, lines, settings, vatNumber: vatNumberOf(settings) }),
  };
}

/** A customer's own order's invoice; someone else's is answered as a missing one. */
export async function customerInvoicePdf(
  db: Executor,
  customerId: number,
  publicId: string,
): Promise<{ orderNo: string; pdf: Uint8Array }> {
  const order = await repo.orderByPublicId(db, publicId);
  if (!order || order.customer_id !== customerId) throw AppError.notFound('Order');
  return invoicePdfOf(db, order);
}

async function countOf(promise: Promise<{ total: number }>): Promise<number> {
  return (await promise).total;
}

/** GET /dashboard: the figures of the day, each from the module that owns it. */
export async function dashboardFigures(db: Executor, now = Date.now()): Promise<DashboardFigures> {
  const monthStart = muscatMonthStart(now);
  const page = { page: 1, per_page: 1, sort: 'created', order: 'desc' } as const;
  const artworkPage = { ...page, sort: 'updated' } as const;
  const overdue = await overdueBefore(db, now);
  const [states, revenue, awaiting, late, recent, newApplications, unreadMessages, forSale, sold] = await Promise.all([
    repo.countOrdersByState(db),
    repo.revenueSince(db, muscatDayStart(monthStart)),
    repo.awaitingPayment(db),
    repo.awaitingPayment(db, overdue.before),
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
    revenue: {
      month_start: monthStart,
      this_month: revenue.total,
      orders_this_month: revenue.orders,
      refunded_this_month: revenue.refunded,
      awaiting_payment: awaiting,
    },
    overdue_reservations: { ...late, days: overdue.days },
    new_applications: newApplications,
    unread_messages: unreadMessages,
    artworks: { for_sale: forSale, sold },
    recent_orders: recent.rows.map(rowOf),
  };
}
