import { z } from 'zod';
import { recordIdNumber } from './ids.ts';
import { sessionId, wholeNumber } from './common.ts';

export const cartAddBody = z
  .object({
    session_id: sessionId,
    product_id: recordIdNumber,
    quantity: wholeNumber(z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100')).default(1),
    color: z.string().trim().max(40).default(''),
    size: z.string().trim().max(40).default(''),
  })
  .strict();
export type CartAddBody = z.input<typeof cartAddBody>;

export const cartDeleteBody = z
  .object({
    session_id: sessionId,
    product_id: recordIdNumber,
    color: z.string().trim().max(40).optional(),
    size: z.string().trim().max(40).optional(),
    /** Remove this many instead of the whole line (the mini cart's minus button). */
    quantity: wholeNumber(z.number().int().min(1).max(100)).optional(),
  })
  .strict();
export type CartDeleteBody = z.input<typeof cartDeleteBody>;

export const cartDeleteAllBody = z.object({ session_id: sessionId }).strict();

export const cartItem = z.object({
  cartItemId: z.number().int(),
  product_id: z.number().int(),
  product_slug: z.string(),
  product_name: z.string(),
  feature_image: z.string(),
  /** Unit price after discount, baisa. */
  product_price: z.number().int(),
  /** Unit price before discount, baisa. */
  price: z.number().int(),
  discount: z.number().int(),
  quantity: z.number().int(),
  color: z.string(),
  size: z.string(),
  stock: z.number().int(),
  availability: z.enum(['available', 'reserved', 'sold']),
  /** False when the artwork sold or its stock fell below the quantity since it was added. */
  purchasable: z.boolean(),
  line_total: z.number().int(),
});
export type CartItem = z.infer<typeof cartItem>;

/** GET /cart/list/{session_id}: items in `result`, totals beside it (docs/product.md#api). All baisa. */
export const cartAnswer = z.object({
  result: z.array(cartItem),
  sub_total: z.number().int(),
  tax_price: z.number().int(),
  shipping_price: z.number().int(),
  total_price: z.number().int(),
  item_count: z.number().int(),
  free_delivery_threshold: z.number().int(),
});
export type CartAnswer = z.infer<typeof cartAnswer>;

export const cartListParams = z.object({ session_id: sessionId });

/** POST /cart/add, /cart/delete, /cart/delete_all: a message and the cart as it now is (the client may refetch too). */
export const cartMutationAnswer = cartAnswer.extend({ message: z.string() });
export type CartMutationAnswer = z.infer<typeof cartMutationAnswer>;
