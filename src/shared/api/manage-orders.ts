import { z } from 'zod';
import { orderTimeline } from './order-after-sale.ts';
import { fulfilmentStatuses, orderPaymentMethods, orderStatuses, paymentStatuses } from '../order-states.ts';
import { storedAddress } from './accounts.ts';
import { listSort, paging } from './list-query.ts';
import { queryFlag } from './manage-fields.ts';

/**
 * Orders and the dashboard in the back office: /admin/api/manage/orders/... and /dashboard.
 * Owners and editors (docs/product.md#sessions-and-accounts: an editor manages content and orders). Amounts are integer
 * baisa of the Omani rial (1 OMR = 1000 baisa): orders are charged in OMR (docs/product.md#money-and-rounding).
 */

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of: ${values.join(', ')}` });

export const orderStatus = oneOf(orderStatuses);
export const paymentStatus = oneOf(paymentStatuses);
export const fulfilmentStatus = oneOf(fulfilmentStatuses);
export const orderPaymentMethod = oneOf(orderPaymentMethods);

/** `:id` of an order: its number (BAF-2026-000123, any case) or its public id. */
export const orderRefParams = z.object({
  id: z
    .string()
    .trim()
    .min(6, 'must be an order number such as BAF-2026-000123 or an order id')
    .max(64, 'must be an order number such as BAF-2026-000123 or an order id')
    .regex(/^[A-Za-z0-9_-]+$/, 'must be an order number such as BAF-2026-000123 or an order id'),
});

const isoDate = z.iso.date('must be a date YYYY-MM-DD');

export const orderSorts = ['created', 'total', 'order_no', 'customer'] as const;
export const ORDER_PAGE_SIZE = 25;

/** GET /orders */
export const orderListQuery = z
  .object({
    /** Order number, customer name or e-mail, case-insensitive, anywhere in the text. */
    search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    status: orderStatus.optional(),
    payment_status: paymentStatus.optional(),
    fulfilment_status: fulfilmentStatus.optional(),
    payment_method: orderPaymentMethod.optional(),
    /** Placed on or after this day, in Muscat. */
    from: isoDate.optional(),
    /** Placed on or before this day, in Muscat. */
    to: isoDate.optional(),
    /**
     * Only unpaid open orders placed longer ago than the setting `reservation_days`: works held
     * for a payment that has not come, for staff to chase or cancel.
     */
    overdue: queryFlag.optional(),
    ...listSort(orderSorts, { sort: 'created', order: 'desc' }),
    ...paging(ORDER_PAGE_SIZE),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'must not be before from' });
export type OrderListQuery = z.input<typeof orderListQuery>;

export const managedOrderRow = z.object({
  /** The public id (for links); `order_no` is what people read. */
  order_id: z.string(),
  order_no: z.string(),
  created_at: z.string(),
  customer_name: z.string(),
  email: z.string(),
  country: z.string(),
  /** Baisa. */
  total: z.number().int(),
  payment_method: orderPaymentMethod,
  status: orderStatus,
  payment_status: paymentStatus,
  fulfilment_status: fulfilmentStatus,
  /** Units over all lines. */
  item_count: z.number().int(),
  /** The first line's artwork, to recognise the order at a glance. */
  first_item: z.string(),
});
export type ManagedOrderRow = z.infer<typeof managedOrderRow>;

export const orderListAnswer = z.object({
  result: z.array(managedOrderRow),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** Orders by status over all orders, not only this search: for the status tabs. */
  counts: z.object({
    all: z.number().int(),
    placed: z.number().int(),
    confirmed: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type OrderListAnswer = z.infer<typeof orderListAnswer>;

export const managedOrderLine = z.object({
  /** Null when the artwork has been deleted since (the line keeps its copy). */
  artwork_id: z.number().int().nullable(),
  product_slug: z.string(),
  product_name: z.string(),
  product_image: z.string(),
  product_medium: z.string(),
  product_size: z.string(),
  product_color: z.string(),
  product_orientation: z.string(),
  quantity: z.number().int(),
  /** Baisa, as paid. */
  unit_price: z.number().int(),
  line_total: z.number().int(),
});
export type ManagedOrderLine = z.infer<typeof managedOrderLine>;

export const orderHistoryEntry = z.object({
  /** `order.placed` for the customer's checkout, then the audit log's `order.*` entries. */
  action: z.string(),
  created_at: z.string(),
  detail: z.string(),
  /** Who did it; null for the customer (placing the order) or a removed staff account. */
  staff_name: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

export const managedOrder = z.object({
  order_id: z.string(),
  order_no: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  customer: z.object({
    /** Null for a guest checkout. */
    customer_id: z.number().int().nullable(),
    full_name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  address: storedAddress.extend({ country_name: z.string(), shipping_zone: z.enum(['oman', 'gcc', 'world']) }),
  payment_method: orderPaymentMethod,
  payment_label: z.string(),
  notes: z.string().nullable(),
  status: orderStatus,
  payment_status: paymentStatus,
  fulfilment_status: fulfilmentStatus,
  /** True once a cancellation has put the stock back. */
  stock_returned: z.boolean(),
  lines: z.array(managedOrderLine),
  /** Always OMR: what the order is charged in. */
  currency: z.literal('OMR'),
  sub_total: z.number().int(),
  delivery_charge: z.number().int(),
  /** Percent, as a decimal string ("5"). */
  tax_rate: z.string(),
  tax: z.number().int(),
  total: z.number().int(),
  /** The currency the customer was looking at, and its rate against OMR then. */
  display_currency: z.string(),
  display_rate: z.string(),
  /** The steps open from the current states (the rest answer 409). */
  allowed: z.object({
    status: z.array(orderStatus),
    payment_status: z.array(paymentStatus),
    fulfilment_status: z.array(fulfilmentStatus),
    cancel: z.boolean(),
  }),
  /** Oldest first. */
  history: z.array(orderHistoryEntry),
  /** GET this for the printable invoice. */
  invoice_url: z.string(),
  /** The storefront language at checkout: the collector's e-mails are written in it. */
  language: z.string(),
  timeline: orderTimeline,
});
export type ManagedOrder = z.infer<typeof managedOrder>;
export const managedOrderAnswer = z.object({ result: managedOrder });

/** PATCH /orders/:id/status: any of the three states; at least one. */
export const orderStateBody = z
  .object({
    status: orderStatus.optional(),
    payment_status: paymentStatus.optional(),
    fulfilment_status: fulfilmentStatus.optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.payment_status !== undefined || b.fulfilment_status !== undefined, {
    path: ['status'],
    message: 'send at least one of status, payment_status, fulfilment_status',
  });
export type OrderStateBody = z.input<typeof orderStateBody>;

/** GET /dashboard */
export const dashboardAnswer = z.object({
  result: z.object({
    orders: z.object({
      by_status: z.object({
        placed: z.number().int(),
        confirmed: z.number().int(),
        completed: z.number().int(),
        cancelled: z.number().int(),
      }),
      by_payment: z.object({ unpaid: z.number().int(), paid: z.number().int(), refunded: z.number().int() }),
      by_fulfilment: z.object({
        unfulfilled: z.number().int(),
        shipped: z.number().int(),
        delivered: z.number().int(),
      }),
      /** Placed or confirmed: waiting for the gallery. */
      open: z.number().int(),
      /** Confirmed, not cancelled, not yet shipped or delivered. */
      to_ship: z.number().int(),
    }),
    revenue: z.object({
      /** The first day of this month in Muscat, 'YYYY-MM-DD'. */
      month_start: z.string(),
      /** Baisa: money received this month, net of this month's refunds. */
      this_month: z.number().int(),
      /** How many payments that sum counts. */
      orders_this_month: z.number().int(),
      /** Baisa refunded this month (already taken off this_month). */
      refunded_this_month: z.number().int(),
      /** Open orders not paid yet, shown apart: their count and their totals in baisa. */
      awaiting_payment: z.object({ orders: z.number().int(), total: z.number().int() }),
    }),
    /** Unpaid open orders older than `days` (the setting reservation_days), holding their works. */
    overdue_reservations: z.object({ orders: z.number().int(), total: z.number().int(), days: z.number().int() }),
    new_applications: z.number().int(),
    unread_messages: z.number().int(),
    artworks: z.object({ for_sale: z.number().int(), sold: z.number().int() }),
    /** The newest orders, newest first. */
    recent_orders: z.array(managedOrderRow),
  }),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
export type DashboardFigures = DashboardAnswer['result'];
