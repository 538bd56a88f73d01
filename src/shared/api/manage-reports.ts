import { z } from 'zod';

/**
 * Reports in the back office (staff): sales by month and by artist, and the orders and customers
 * as CSV, under /admin/api/manage/reports. Amounts are integer baisa (docs/product.md#money-and-rounding).
 */

const month = z
  .string({ error: 'must be a month YYYY-MM' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM');
const isoDate = z.iso.date('must be a date YYYY-MM-DD');

/** GET /reports/sales: the months from `from` to `to` (Muscat), at most 36; the last twelve by default. */
export const salesReportQuery = z
  .object({ from: month.optional(), to: month.optional() })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'must not be before from' })
  .refine((q) => !q.from || !q.to || monthsBetween(q.from, q.to) <= 36, {
    path: ['to'],
    message: 'must be at most 36 months after from',
  });
export type SalesReportQuery = z.input<typeof salesReportQuery>;

/** How many months from `from` to `to`, both counted ('2026-01' to '2026-03': 3). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

const figures = {
  /** Baisa received: the totals of the orders paid, less the refunds. */
  revenue: z.number().int(),
  /** Baisa refunded (already taken off revenue). */
  refunded: z.number().int(),
  /** Works (units) on the orders paid. */
  works_sold: z.number().int(),
  /** Baisa: the works' prices on those orders over their count; 0 when none. */
  average_price: z.number().int(),
};

export const salesMonth = z.object({
  /** 'YYYY-MM', Muscat. */
  month: z.string(),
  /** Payments recorded in the month. */
  orders: z.number().int(),
  ...figures,
});
export type SalesMonth = z.infer<typeof salesMonth>;

export const salesByArtist = z.object({
  /** Null for works with no artist, or deleted since the sale. */
  artist_id: z.number().int().nullable(),
  artist_name: z.string(),
  /** Baisa: the works' prices on the orders paid in the period (before VAT and shipping). */
  sales: z.number().int(),
  ...figures,
});
export type SalesByArtist = z.infer<typeof salesByArtist>;

export const salesReportAnswer = z.object({
  result: z.object({
    from: z.string(),
    to: z.string(),
    months: z.array(salesMonth),
    artists: z.array(salesByArtist),
    /** The period's sums: the months add up to them, and the artists' works_sold too. */
    totals: z.object({ orders: z.number().int(), ...figures }),
  }),
});
export type SalesReport = z.infer<typeof salesReportAnswer>['result'];

/** GET /reports/orders.csv: the orders placed from `from` to `to` (Muscat days), all by default. */
export const ordersCsvQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'must not be before from' });
export type OrdersCsvQuery = z.input<typeof ordersCsvQuery>;

/** GET /reports/customers.csv takes no query. */
export const customersCsvQuery = z.object({}).strict();

/** A CSV answer, as OpenAPI describes it. */
export const csvText = z.string();
