import { placeOrderBody, type PlaceOrderBody } from '#shared/api/orders.ts';
import { zodFieldErrors } from '#web/lib/form-errors.ts';

export type PaymentMethod = PlaceOrderBody['payment_method'];

export interface ContactDraft {
  full_name: string;
  email: string;
  phone: string;
}

export const emptyContact: ContactDraft = { full_name: '', email: '', phone: '' };

export type CheckoutCheck = { ok: true; body: PlaceOrderBody } | { ok: false; errors: Record<string, string> };

/**
 * Checks the checkout with the shared schema the server uses (placeOrderBody), plus the address
 * problems the address form knows of (keyed under shipping_address). Errors are keyed by the
 * field's dotted path, exactly as the server names them.
 */
export function checkCheckout(input: {
  sessionId: string;
  idempotencyKey: string;
  contact: ContactDraft;
  shippingAddress: PlaceOrderBody['shipping_address'];
  addressProblems?: Record<string, string>;
  paymentMethod: PaymentMethod | '';
  notes: string;
  displayCurrency: string;
  /** The total shown, in baisa: the server refuses the order (409) when its own differs. */
  expectedTotal?: number;
}): CheckoutCheck {
  const candidate = {
    session_id: input.sessionId,
    idempotency_key: input.idempotencyKey,
    contact: input.contact,
    shipping_address: input.shippingAddress,
    payment_method: input.paymentMethod,
    notes: input.notes,
    display_currency: input.displayCurrency,
    ...(input.expectedTotal !== undefined ? { expected_total: input.expectedTotal } : {}),
  };
  const parsed = placeOrderBody.safeParse(candidate);
  const errors = parsed.success ? {} : zodFieldErrors(parsed.error);
  for (const [field, message] of Object.entries(input.addressProblems ?? {})) {
    const key = `shipping_address.${field}`;
    if (!(key in errors)) errors[key] = message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // The raw candidate, not the parsed output: the server parses (and trims) it again itself.
  return { ok: true, body: candidate as PlaceOrderBody };
}

/** The server's field errors under one part of the body ('shipping_address.') without the prefix. */
export function errorsUnder(errors: Record<string, string>, prefix: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors))
    if (field.startsWith(prefix)) result[field.slice(prefix.length)] = message;
  return result;
}
