/**
 * The one rule for a phone number, wherever one is typed: checkout, addresses, a customer's profile, the
 * gallery's settings, the contact form and an exhibition application. Every number typed reaches a
 * `tel:` link somewhere (the top bar, the back office's lists), so each is held to what dials.
 * Plain, without zod, so the storefront's light forms check by it without loading the schemas.
 */

/** Digits, spaces, brackets and dashes, a digit first after an optional +: at most 30 characters. */
export const PHONE_PATTERN = String.raw`\+?[0-9][0-9 ()-]{5,29}`;
export const PHONE_MESSAGE = 'must be a phone number such as +968 9123 4567';

const wholePhone = new RegExp(`^${PHONE_PATTERN}$`);

/** Whether the text, trimmed, is a phone number by the rule. */
export function isPhoneNumber(text: string): boolean {
  return wholePhone.test(text.trim());
}
