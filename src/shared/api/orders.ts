import { z } from 'zod';

export const orderProduct = z.object({
  product_slug: z.string(),
  product_image: z.string(),
  product_name: z.string(),
  product_size: z.string(),
  product_medium: z.string(),
  product_orientation: z.string(),
  product_color: z.string(),
  product_quantity: z.number().int(),
  /** Unit price paid, baisa. */
  product_price: z.number().int(),
});

/** GET /admin/api/order_details/{orderId}: `result` with SPEC §3's order fields. Amounts in baisa (OMR). */
export const orderDetails = z.object({
  order_id: z.string(),
  order_no: z.string(),
  booking_date: z.string(),
  total_amount: z.number().int(),
  payment_type: z.string(),
  payment_method: z.enum(['cod', 'bank_transfer']),
  sub_total: z.number().int(),
  delivery_charge: z.number().int(),
  tax: z.number().int(),
  status: z.string(),
  payment_status: z.string(),
  fulfilment_status: z.string(),
  display_currency: z.string(),
  display_rate: z.string(),
  bank_transfer_instructions: z.string().nullable(),
  products: z.array(orderProduct),
});
export type OrderDetails = z.infer<typeof orderDetails>;
export const orderDetailsAnswer = z.object({ result: orderDetails });
export const orderIdParams = z.object({ orderId: z.string().min(10).max(64).regex(/^[A-Za-z0-9_-]+$/, 'is not an order id') });
