import { z } from 'zod';
import { phoneOrEmpty } from './accounts.ts';
import { email, line } from './common.ts';
import { recordIdNumber } from './ids.ts';

/**
 * POST /enquiry: a visitor asks about a work from its page (docs/product.md#enquiries). `similar`
 * marks the question "similar works" asked from a sold or reserved work's page.
 */
export const enquiryBody = z
  .object({
    product_id: recordIdNumber,
    name: line(120),
    email,
    phone: phoneOrEmpty.optional(),
    message: z.string().trim().min(1, 'is required').max(5000, 'must be at most 5000 characters'),
    similar: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .strict();
export type EnquiryBody = z.input<typeof enquiryBody>;

/** What the form's fields hold before the work is attached: the storefront checks them with it. */
export const enquiryFields = enquiryBody.omit({ product_id: true, similar: true });
