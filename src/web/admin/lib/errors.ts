import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorBody } from '#shared/api/common.ts';
import { t } from './i18n.ts';

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

/** Turns what RTK Query reports for a failed call into something a screen can show. */
export function apiProblem(error: FetchBaseQueryError | SerializedError | undefined): ApiProblem | null {
  if (!error) return null;
  if ('status' in error) {
    if (typeof error.status === 'number') {
      const body = isBody(error.data) ? error.data : undefined;
      const fields: Record<string, string> = {};
      for (const e of body?.errors ?? []) fields[e.field] ??= e.message;
      return {
        status: error.status,
        message: body?.message ?? t('errors.unexpected'),
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
