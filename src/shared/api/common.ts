import { z } from 'zod';
import { EMAIL_PATTERN } from '../email-address.ts';

/** docs/product.md#bad-input: every refusal carries a message and the fields it is about. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

/** A responsive image (#shared/media.ts): the browser builds its URLs from the key and the widths. */
export const imageSet = z.object({
  key: z.string(),
  widths: z.array(z.number()),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
});

export const slug = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and dashes');

export const sessionId = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'must contain only letters, digits, _ and -');

/** A short single-line text: trimmed, not empty. */
export const line = (max = 200) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
/** An e-mail address by the one rule (#shared/email-address.ts); an empty one is "required", not malformed. */
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(254)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'must be a valid e-mail address' }));

export const slugParams = z.object({ slug });

/**
 * A whole number as JSON sends it (12) or as a form field or an address does ("12"), then checked
 * by `rule`. Unlike z.coerce, which made 1 of `true`, 20 of `[20]` and of "0x14", and 10 of "1e1",
 * anything else is refused as not a whole number.
 */
export const wholeNumber = <T extends z.ZodType<number, number>>(rule: T) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d{1,15}$/, 'must be a whole number'),
      ],
      {
        error: (issue) =>
          issue.input === undefined || issue.input === null ? 'is required' : 'must be a whole number',
      },
    )
    .transform(Number)
    .pipe(rule);
