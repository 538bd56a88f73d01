import { z } from 'zod';
import { PHONE_MESSAGE, PHONE_PATTERN } from '../phone.ts';
import { email, line, sessionId } from './common.ts';

export const password = z.string().min(8, 'must be at least 8 characters').max(200, 'must be at most 200 characters');

/** A phone number (checkout, addresses, an exhibition application): the rule of shared/phone.ts. */
export const phone = z
  .string()
  .trim()
  .regex(new RegExp(`^${PHONE_PATTERN}$`), PHONE_MESSAGE);
/**
 * A phone number by the same rule, or an empty text for none: a customer's profile and registration,
 * the gallery's own number in the settings and the contact form.
 */
export const phoneOrEmpty = z
  .string()
  .trim()
  .regex(new RegExp(`^(?:${PHONE_PATTERN})?$`), PHONE_MESSAGE);

/** `session_id` (optional) lets the server merge this browser's guest cart into the customer's at once. */
export const loginBody = z
  .object({ email, password: z.string().min(1, 'is required').max(200), session_id: sessionId.optional() })
  .strict();
export const registerBody = z
  .object({
    first_name: line(80),
    last_name: line(80),
    email,
    password,
    phone: phoneOrEmpty.optional(),
  })
  .strict();
export const updateProfileBody = z
  .object({
    first_name: line(80),
    last_name: line(80),
    email,
    phone: phoneOrEmpty.optional(),
  })
  .strict();
export const updatePasswordBody = z
  .object({ current_password: z.string().min(1, 'is required').max(200), new_password: password })
  .strict();

export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
});
export type User = z.infer<typeof user>;

/** POST /user/login: data.result is the user with user_token (docs/product.md#api). */
export const loginAnswer = z.object({ message: z.string(), result: user.extend({ user_token: z.string() }) });
/** POST /user/updateProfile: data[0].result (docs/product.md#api). */
export const updateProfileAnswer = z.array(
  z.object({ message: z.string(), result: user, user_token: z.string().optional() }),
);

export const forgotPasswordBody = z.object({ email }).strict();
export const resetPasswordBody = z
  .object({
    token: z
      .string()
      .min(20, 'is not a valid reset link')
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid reset link'),
    password,
  })
  .strict();

/** GET /user/me */
export const meAnswer = z.object({ result: user });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Region groupings that Intl knows but that are not countries one can ship to. */
const notCountries = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB']);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as OM')
  .refine((c) => {
    // Zod runs this even when the pattern failed, and Intl throws on anything but a region code.
    if (!/^[A-Z]{2}$/.test(c) || notCountries.has(c)) return false;
    try {
      const name = regionNames.of(c);
      return !!name && name !== c && name !== 'Unknown Region';
    } catch {
      return false;
    }
  }, 'is not a known country code');

/** A postal address in Oman (governorate, wilayat) or anywhere else. */
export const postalAddress = z
  .object({
    country: countryCode,
    governorate: optionalText(80),
    wilayat: optionalText(80),
    city: optionalText(80),
    line1: line(200),
    line2: optionalText(200),
    postal_code: z
      .string()
      .trim()
      .max(12, 'must be at most 12 characters')
      .regex(/^[A-Za-z0-9 -]*$/, 'must contain only letters, digits, spaces and dashes')
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .strict();

/** POST /user/addresses and PUT /user/addresses/{id} (a PUT replaces the whole address). */
export const addressBody = postalAddress
  .extend({
    label: optionalText(40),
    full_name: line(120),
    phone: phone.optional(),
    is_default: z.boolean().default(false),
  })
  .strict();
export type AddressBody = z.input<typeof addressBody>;

/** A postal address as kept (an address book entry, an order's delivery): empty parts are null. */
export const storedAddress = z.object({
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  governorate: z.string().nullable(),
  wilayat: z.string().nullable(),
  city: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  postal_code: z.string().nullable(),
});

export type StoredAddress = z.infer<typeof storedAddress>;

export const address = storedAddress.extend({
  id: z.number().int(),
  label: z.string().nullable(),
  full_name: z.string(),
  phone: z.string().nullable(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof address>;
export const addressIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const addressListAnswer = z.object({ result: z.array(address) });
export const addressAnswer = z.object({ message: z.string(), result: address });
