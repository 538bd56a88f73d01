import { addDays, muscatDayStart } from '#shared/muscat-day.ts';
import { formatMinorAmount } from '#shared/money.ts';
import type { z } from 'zod';
import type { ordersCsvQuery, salesReportQuery, SalesReport } from '#shared/api/manage-reports.ts';
import type { Executor } from '../../db/client.ts';
import { customersForExport } from '../accounts/accounts.manage.service.ts';
import { buyerFigures, lastTwelveMonths, ordersForExport, salesReport } from '../orders/orders.reports.ts';
import { csvOf } from './csv.ts';

/**
 * The owner's reports (docs/product.md#reports): sales by month and by artist, and the orders and
 * the customers (guest buyers included) as CSV.
 */

/** Rials with their three decimals and no grouping, as a spreadsheet reads a number. */
const rials = (baisa: number) => formatMinorAmount(baisa, { decimals: 3 }).replace(/,/g, '');

export async function salesForStaff(db: Executor, query: z.output<typeof salesReportQuery>): Promise<SalesReport> {
  const fallback = lastTwelveMonths();
  const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
  let from = query.from ?? fallback.from;
  if (!query.from && from > to) from = to;
  return salesReport(db, from, to);
}

export const ORDER_COLUMNS = [
  'order_no',
  'placed_at',
  'customer',
  'email',
  'phone',
  'country',
  'account',
  'status',
  'payment_status',
  'fulfilment_status',
  'payment_method',
  'works',
  'sub_total_omr',
  'shipping_omr',
  'vat_rate',
  'vat_omr',
  'total_omr',
  'refunded_omr',
  'paid_at',
  'shipped_at',
  'delivered_at',
  'cancelled_at',
  'carrier',
  'tracking_number',
] as const;

/** The orders placed in the days asked (all by default), oldest first. */
export async function ordersCsv(db: Executor, query: z.output<typeof ordersCsvQuery>): Promise<string> {
  const rows = await ordersForExport(
    db,
    query.from ? muscatDayStart(query.from) : undefined,
    query.to ? muscatDayStart(addDays(query.to, 1)) : undefined,
  );
  return csvOf(
    ORDER_COLUMNS,
    rows.map((o) => [
      o.order_no,
      o.created_at,
      o.full_name,
      o.email,
      o.phone,
      o.country,
      o.customer_id === null ? 'guest' : 'account',
      o.status,
      o.payment_status,
      o.fulfilment_status,
      o.payment_method,
      Number(o.item_count ?? 0),
      rials(o.sub_total),
      rials(o.delivery_charge),
      o.tax_rate,
      rials(o.tax),
      rials(o.total),
      rials(o.refunded_total),
      o.paid_at,
      o.shipped_at,
      o.delivered_at,
      o.cancelled_at,
      o.carrier,
      o.tracking_number,
    ]),
  );
}

export const CUSTOMER_COLUMNS = [
  'name',
  'email',
  'phone',
  'country',
  'account',
  'registered_at',
  'orders',
  'spent_omr',
  'last_order_at',
] as const;

/**
 * One row per buyer: every account (with or without orders), then every guest who checked out
 * without one, by e-mail; a guest whose e-mail has an account since is counted with that account.
 * `spent_omr` is what they paid, net of refunds, as the customers list counts it.
 */
export async function customersCsv(db: Executor): Promise<string> {
  const [accounts, figures] = await Promise.all([customersForExport(db), buyerFigures(db)]);
  const byAccount = new Map<number, { orders: number; spent: number; last: string | null; country: string | null }>();
  const accountByEmail = new Map(accounts.map((a) => [a.email.toLowerCase(), a.id]));
  const guests = new Map<string, (typeof figures)[number]>();
  const add = (id: number, f: (typeof figures)[number]) => {
    const was = byAccount.get(id) ?? { orders: 0, spent: 0, last: null, country: null };
    byAccount.set(id, {
      orders: was.orders + f.order_count,
      spent: was.spent + f.spent,
      last: !was.last || (f.last_order_at && f.last_order_at > was.last) ? f.last_order_at : was.last,
      country: was.country ?? f.country,
    });
  };
  for (const f of figures) {
    const account = f.customer_id ?? accountByEmail.get(f.email_key);
    if (account !== undefined) add(account, f);
    else {
      const was = guests.get(f.email_key);
      guests.set(
        f.email_key,
        was
          ? {
              ...was,
              order_count: was.order_count + f.order_count,
              spent: was.spent + f.spent,
              last_order_at: was.last_order_at > f.last_order_at ? was.last_order_at : f.last_order_at,
            }
          : f,
      );
    }
  }
  const rows: (string | number | null)[][] = accounts.map((a) => {
    const f = byAccount.get(a.id);
    return [
      `${a.first_name} ${a.last_name}`.trim(),
      a.email,
      a.phone,
      f?.country ?? null,
      'account',
      a.created_at,
      f?.orders ?? 0,
      rials(f?.spent ?? 0),
      f?.last ?? null,
    ];
  });
  for (const [email, g] of [...guests.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    rows.push([g.full_name, email, g.phone, g.country, 'guest', null, g.order_count, rials(g.spent), g.last_order_at]);
  }
  return csvOf(CUSTOMER_COLUMNS, rows);
}
