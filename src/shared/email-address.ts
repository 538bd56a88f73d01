/**
 * The one rule for an e-mail address, wherever one is typed: the schemas (zod's own e-mail check,
 * which the server applies) and the storefront's light forms (contact, exhibition applications),
 * which check by the same pattern without loading the schemas. A form that let "name@host.c" pass
 * would only have the server refuse it after sending.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether the text, trimmed, is an e-mail address by the rule. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}
