import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * What a refused API call says, read from RTK Query's error: the status (null when the network
 * failed), the server's message and its field errors keyed by the field's dotted path
 * ('contact.email'), as the `{ message, errors: [{ field, message }] }` carries them.
 */
export interface ApiFailure {
  status: number | null;
  message: string | null;
  fields: Record<string, string>;
}

export function apiFailure(error: unknown): ApiFailure {
  const e = (error ?? {}) as { status?: unknown; data?: unknown };
  const status = typeof e.status === 'number' ? e.status : null;
  const data = (e.data ?? {}) as { message?: unknown; errors?: unknown };
  const fields: Record<string, string> = {};
  if (Array.isArray(data.errors)) {
    for (const item of data.errors as { field?: unknown; message?: unknown }[]) {
      if (typeof item?.field === 'string' && typeof item.message === 'string' && !(item.field in fields)) {
        fields[item.field] = item.message;
      }
    }
  }
  return { status, message: typeof data.message === 'string' && data.message ? data.message : null, fields };
}

/** The first problem of each field of a failed zod parse, keyed like the server's field errors. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** Translates an i18n key with its values, as i18next's `t` or the back office's does. */
export type Translate = (key: string, values: Record<string, string | number>) => string;

/**
 * An English wording of the schemas or the server and the key that says it in another language.
 * Named groups in the pattern become the text's values (`count`, `choices`); a first unnamed
 * group is the `count`.
 */
export type MessagePattern = readonly [RegExp, string];

/**
 * The shared schemas and the server word their problems in English ("is required"). The ones a
 * visitor can cause are said in the visitor's language; anything else is shown as the server said it.
 */
export const VISITOR_FIELD_MESSAGES: readonly MessagePattern[] = [
  [/^is required$/, 'validation.required'],
  [/^must be a valid e-mail address$/, 'validation.email'],
  [/^must be a phone number/, 'validation.phone'],
  [/^must be at least (\d+) characters$/, 'validation.minLength'],
  [/^must be at most (\d+) characters$/, 'validation.maxLength'],
  [/^(is not a known country code|must be a two-letter country code)/, 'validation.country'],
  [/^must contain only letters, digits, spaces and dashes$/, 'validation.postalCode'],
  [/^is one of the most common passwords/, 'validation.commonPassword'],
  [/^must not be your e-mail address$/, 'validation.passwordIsEmail'],
  [/^must not repeat one character$/, 'validation.passwordRepeats'],
  [/^is already registered$/, 'validation.emailTaken'],
  [/^is not your current password$/, 'validation.wrongCurrentPassword'],
  [/^(is invalid or has expired|is not a valid reset link)$/, 'validation.resetLink'],
  [/^must be cod or bank_transfer$/, 'validation.paymentMethod'],
  [/^is not offered/, 'validation.notOffered'],
  [/^must be at most (\d+)$/, 'validation.maxQuantity'],
];

/**
 * A field problem worded by a shared schema or the server (src/shared/field-messages.ts), said
 * through `translate` by the first pattern that matches; undefined when none does. The storefront
 * passes its i18next `t`, the back office its own (`admin/lib/errors.ts`), each with its patterns.
 */
export function translateFieldMessage(
  message: string | undefined | null,
  translate: Translate,
  patterns: readonly MessagePattern[] = VISITOR_FIELD_MESSAGES,
): string | undefined {
  if (!message) return undefined;
  for (const [pattern, key] of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string | number> = { count: 0 };
    if (match[1] !== undefined && /^\d+$/.test(match[1])) values.count = Number(match[1]);
    for (const [name, value] of Object.entries(match.groups ?? {})) {
      if (value !== undefined) values[name] = /^\d+$/.test(value) ? Number(value) : value;
    }
    return translate(key, values);
  }
  return undefined;
}

/** Translates a field problem worded by a shared schema or the server. */
export function useFieldMessage(): (message: string | undefined | null) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => (message ? (translateFieldMessage(message, (key, values) => t(key, values)) ?? message) : undefined),
    [t],
  );
}

/**
 * The server words its refusals in English ("Too many failed attempts for this account. Try again
 * in 12 minutes..."). An English page shows them as they are; other languages show their own
 * general sentence instead of switching language mid-page.
 */
export function useServerMessage(): (message: string | null | undefined, fallback: string) => string {
  const { i18n } = useTranslation();
  const english = (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('en');
  return useCallback((message, fallback) => (english && message ? message : fallback), [english]);
}

/** Problems a form words itself, per field: the server's English wording and the form's i18n key. */
export type OwnFieldMessages<F extends string> = Partial<Record<F, [RegExp, string][]>>;

/**
 * The field problems of a refused call that belong to this form's fields, in the visitor's
 * language: the form's own wordings first (file types, sizes), then the shared ones; anything
 * else as the server said it. Pass `own` as a module constant.
 */
export function useServerFieldErrors<F extends string>(
  fields: readonly F[],
  own: OwnFieldMessages<F> = {},
): (error: unknown) => Partial<Record<F, string>> {
  const { t } = useTranslation();
  const shared = useFieldMessage();
  return useCallback(
    (error) => {
      const messages: Partial<Record<F, string>> = {};
      for (const [field, text] of Object.entries(apiFailure(error).fields)) {
        if (!fields.includes(field as F)) continue;
        const key = own[field as F]?.find(([pattern]) => pattern.test(text))?.[1];
        const said = key ? t(key) : (shared(text) ?? text);
        messages[field as F] = said.charAt(0).toUpperCase() + said.slice(1);
      }
      return messages;
    },
    [fields, own, t, shared],
  );
}

/** Focuses the first of `fields`, in the form's order, that has a problem (the form's own check or the server's). */
export function focusFirstProblem<F extends string>(
  form: HTMLFormElement | null,
  fields: readonly F[],
  messages: Partial<Record<F, string>>,
): void {
  const first = fields.find((field) => messages[field]);
  const element = first ? form?.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}
