import { muscatDayStart, todayInMuscat } from '#shared/muscat-day.ts';
import type { SalesByArtist, SalesMonth, SalesReport } from '#shared/api/manage-reports.ts';
import type { Executor } from '../../db/client.ts';
import * as repo from './orders.repository.ts';

/**
 * The figures of the reports screen (docs/product.md#reports), from the orders' own records: money
 * as the dashboard counts it (payments recorded in a month, less the refunds made in it), works by
 * the orders paid.
 */

const monthOf = (iso: string) => todayInMuscat(new Date(iso)).slice(0, 7);
const monthStart = (month: string) => muscatDayStart(`${month}-01`);

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Half-up, in whole baisa (docs/product.md#money-and-rounding). */
const average = (sum: number, count: number) => (count > 0 ? Math.floor((sum * 2 + count) / (count * 2)) : 0);

/**
 * Shares `amount` among `weights` in proportion, in whole baisa that add up to `amount` exactly
 * (the largest remainders take the leftover baisa).
 */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((a, b) => a + b, 0);
  if (whole <= 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / whole);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** Sales by month and by artist for the months `from` to `to` ('YYYY-MM', Muscat, both counted). */
export async function salesReport(db: Executor, from: string, to: string): Promise<SalesReport> {
  const since = monthStart(from);
  const until = monthStart(nextMonth(to));
  const [paid, refunds] = await Promise.all([
    repo.paymentsBetween(db, since, until),
    repo.refundsBetween(db, since, until),
  ]);
  const lines = await repo.linesWithArtists(
    db,
    paid.map((o) => o.id),
  );

  const months = new Map<string, SalesMonth & { goods: number }>();
  for (let m = from; m <= to; m = nextMonth(m)) {
    months.set(m, { month: m, orders: 0, revenue: 0, refunded: 0, works_sold: 0, average_price: 0, goods: 0 });
  }
  const monthOfOrder = new Map<number, string>();
  for (const o of paid) {
    const month = months.get(monthOf(o.paid_at!))!;
    monthOfOrder.set(o.id, month.month);
    month.orders += 1;
    month.revenue += o.total;
  }
  for (const r of refunds) {
    const month = months.get(monthOf(r.created_at))!;
    month.revenue -= r.amount;
    month.refunded += r.amount;
  }

  const artists = new Map<string, SalesByArtist & { goods: number }>();
  const linesOf = new Map<number, typeof lines>();
  for (const l of lines) linesOf.set(l.order_id, [...(linesOf.get(l.order_id) ?? []), l]);
  for (const o of paid) {
    const own = linesOf.get(o.id) ?? [];
    // The works' part of the order's refunds (the rest refunded VAT and shipping), shared among
    // them by their prices.
    const [worksRefund] = shareOut(o.refunded_total, [o.sub_total, o.total - o.sub_total]);
    const refundShares = shareOut(
      worksRefund!,
      own.map((l) => l.unit_price * l.quantity),
    );
    own.forEach((l, i) => {
      const lineTotal = l.unit_price * l.quantity;
      const month = months.get(monthOfOrder.get(o.id)!)!;
      month.works_sold += l.quantity;
      month.goods += lineTotal;
      const key = l.artist_id === null ? 'none' : String(l.artist_id);
      const artist = artists.get(key) ?? {
        artist_id: l.artist_id,
        artist_name: l.artist_id === null ? '' : `${l.first_name ?? ''} ${l.last_name ?? ''}`.trim(),
        sales: 0,
        revenue: 0,
        refunded: 0,
        works_sold: 0,
        average_price: 0,
        goods: 0,
      };
      artist.sales += lineTotal;
      artist.refunded += refundShares[i]!;
      artist.revenue += lineTotal - refundShares[i]!;
      artist.works_sold += l.quantity;
      artists.set(key, artist);
    });
  }

  const monthList = [...months.values()].map(({ goods, ...m }) => ({
    ...m,
    average_price: average(goods, m.works_sold),
  }));
  const artistList = [...artists.values()]
    .map(({ goods: _goods, ...a }) => ({ ...a, average_price: average(a.sales, a.works_sold) }))
    .sort((a, b) => b.revenue - a.revenue || a.artist_name.localeCompare(b.artist_name));
  const goods = [...months.values()].reduce((sum, m) => sum + m.goods, 0);
  const sum = (key: 'orders' | 'revenue' | 'refunded' | 'works_sold') =>
    monthList.reduce((total, m) => total + m[key], 0);
  return {
    from,
    to,
    months: monthList,
    artists: artistList,
    totals: {
      orders: sum('orders'),
      revenue: sum('revenue'),
      refunded: sum('refunded'),
      works_sold: sum('works_sold'),
      average_price: average(goods, sum('works_sold')),
    },
  };
}

/** The default period: the twelve months to this one, in Muscat. */
export function lastTwelveMonths(now = Date.now()): { from: string; to: string } {
  const to = todayInMuscat(new Date(now)).slice(0, 7);
  const [y, m] = to.split('-').map(Number) as [number, number];
  const fromMonth = m === 12 ? `${y}-01` : `${y - 1}-${String(m + 1).padStart(2, '0')}`;
  return { from: fromMonth, to };
}

export const ordersForExport = repo.ordersForExport;
export const buyerFigures = repo.buyerFigures;
