import { z } from 'zod';
import { line, wholeNumber } from './common.ts';

/** POST /admin/api/manage/orders/:id/ship: the parcel's carrier and tracking number. */
export const shipOrderBody = z
  .object({
    carrier: line(80),
    tracking_number: line(80).regex(/^[A-Za-z0-9 ._/-]+$/, 'must contain only letters, digits, spaces and . _ / -'),
  })
  .strict();
export type ShipOrderBody = z.input<typeof shipOrderBody>;

/** The largest amount a refund may name, in baisa: the database's integer bound. */
export const MAX_BAISA = 2_147_483_647;

/** POST /admin/api/manage/orders/:id/refund: how much (baisa) and why, told to the collector as written. */
export const refundOrderBody = z
  .object({
    amount: wholeNumber(
      z.number().int().min(1, 'must be at least 1 baisa').max(MAX_BAISA, `must be at most ${MAX_BAISA}`),
    ),
    reason: line(500),
  })
  .strict();
export type RefundOrderBody = z.input<typeof refundOrderBody>;

/** A refund as the order shows it. */
export const orderRefund = z.object({
  amount: z.number().int(),
  reason: z.string(),
  staff_name: z.string().nullable(),
  created_at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

/** The steps an order has taken, each with its day (null until taken), as both faces show them. */
export const orderTimeline = z.object({
  placed_at: z.string(),
  confirmed_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** The carrier's tracking page for the parcel, when the carrier is a known one. */
  tracking_url: z.string().nullable(),
  refunded_total: z.number().int(),
  refunds: z.array(orderRefund),
});
export type OrderTimeline = z.infer<typeof orderTimeline>;

/** The timeline of an order just placed: no step taken yet. */
export function placedTimeline(placedAt: string): OrderTimeline {
  return {
    placed_at: placedAt,
    confirmed_at: null,
    paid_at: null,
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    refunded_total: 0,
    refunds: [],
  };
}
