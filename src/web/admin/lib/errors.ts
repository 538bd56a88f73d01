import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorBody } from '#shared/api/common.ts';
import { translateFieldMessage, VISITOR_FIELD_MESSAGES, type MessagePattern } from '#web/lib/form-errors.ts';
import { adminLanguage, t, textIfAny, type AdminKey } from './i18n.ts';

export interface ApiProblem {
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  message: string;
  /** Field name → what is wrong with it (docs/product.md#bad-input). */
  fields: Record<string, string>;
}

function isBody(data: unknown): data is ErrorBody {
  return typeof data === 'object' && data !== null && typeof (data as ErrorBody).message === 'string';
}

/**
 * The server's field problems the back office says in its own words, beyond the ones a visitor
 * can cause: the shared schemas' wordings (src/shared/field-messages.ts) and the services' own.
 */
export const STAFF_FIELD_MESSAGES: readonly MessagePattern[] = [
  ...VISITOR_FIELD_MESSAGES,
  [/^must be text$/, 'validation.text'],
  [/^must be a number$/, 'validation.number'],
  [/^must be a whole number of baisa$/, 'validation.baisa'],
  [/^must be a whole number$/, 'validation.wholeNumber'],
  [/^must be true or false$/, 'validation.boolean'],
  [/^must be (an object|a list|a date)$/, 'validation.shape'],
  [/^must be one of: (?<choices>.+)$/, 'validation.oneOf'],
  [/^must be at least (\d+)$/, 'validation.atLeast'],
  [/^must be (?:less|more) than (\d+)/, 'validation.outOfRange'],
  [/^must list at most (\d+)$/, 'validation.listAtMost'],
  [/^must list at least (\d+)$/, 'validation.listAtLeast'],
  [/^must not be negative$/, 'validation.notNegative'],
  [/^must be positive$/, 'validation.positive'],
  [/^must be lowercase letters, digits and dashes$/, 'validation.slug'],
  [/^is already used by another /, 'validation.taken'],
  [/is already a currency$/, 'validation.taken'],
  [/^is listed twice$/, 'validation.listedTwice'],
  [/^(is not a known id|no \w[\w ]* has this id|no such \w+)$/, 'validation.unknownId'],
  [/^was changed meanwhile/, 'validation.changedMeanwhile'],
  [/^is your own account$/, 'validation.ownAccount'],
  [/^is required for a limited edition$/, 'validation.edition'],
  [/^must name at least one zone$/, 'validation.zone'],
  [/^could not be read as an image$/, 'validation.unreadableImage'],
  [/^must be a (JPEG|PDF)/, 'validation.fileType'],
  [/^is not a file this/, 'validation.fileType'],
  [/^must be at most (\d+) baisa/, 'validation.refundable'],
  [/^must contain no NUL/i, 'validation.text'],
];

/** The refusals' general sentences by status, for a back office shown in another language than the server's. */
const STATUS_MESSAGES: Record<number, AdminKey> = {
  400: 'errors.status.400',
  401: 'errors.status.401',
  403: 'errors.status.403',
  404: 'errors.status.404',
  409: 'errors.status.409',
  410: 'errors.status.404',
  413: 'errors.status.413',
  415: 'errors.status.415',
  429: 'errors.status.429',
  503: 'errors.status.503',
};

/**
 * A field problem from the server in the back office's language: English as the server words it,
 * Arabic from the words when the wording is known, else a general sentence. Forms that show the
 * server's field errors beside their fields call this (or read `apiProblem(...).fields`).
 */
export function staffFieldMessage(message: string): string {
  if (adminLanguage() === 'en') return message;
  return (
    translateFieldMessage(message, (key, values) => textIfAny(key, values) ?? message, STAFF_FIELD_MESSAGES) ??
    t('validation.invalid')
  );
}

/** The server's refusal in the back office's language (docs/product.md#bad-input). */
function refusal(status: number, body: ErrorBody | undefined, fields: Record<string, string>): string {
  if (adminLanguage() === 'en') return body?.message ?? t('errors.unexpected');
  const wait = /(\d+) minute/.exec(body?.message ?? '');
  if (status === 429 && wait) return t('errors.waitMinutes', { count: Number(wait[1]) });
  const general = t(STATUS_MESSAGES[status] ?? 'errors.unexpected');
  const first = Object.values(fields)[0];
  return first === undefined ? general : t('errors.withReason', { general, reason: first });
}

/** Turns what RTK Query reports for a failed call into something a screen can show. */
export function apiProblem(error: FetchBaseQueryError | SerializedError | undefined): ApiProblem | null {
  if (!error) return null;
  if ('status' in error) {
    if (typeof error.status === 'number') {
      const body = isBody(error.data) ? error.data : undefined;
      const fields: Record<string, string> = {};
      for (const e of body?.errors ?? []) fields[e.field] ??= staffFieldMessage(e.message);
      return {
        status: error.status,
        message: refusal(error.status, body, fields),
        fields,
      };
    }
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
      return { status: 0, message: t('errors.network'), fields: {} };
    }
  }
  return { status: 0, message: t('errors.unexpected'), fields: {} };
}

export function statusOf(error: FetchBaseQueryError | SerializedError | undefined): number | null {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : null;
}
