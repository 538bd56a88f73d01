/**
 * The one error type of the server. Handlers and services throw it; the error handler in app.ts
 * maps its kind to a status and the `{ message, errors }` body of docs/product.md#bad-input.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'unsupported'
  | 'rate_limited'
  | 'unavailable';

export const statusOfKind: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported: 415,
  rate_limited: 429,
  unavailable: 503,
};

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly errors: FieldError[];
  /** For a 429 or 503: the seconds until a retry may succeed, sent as `Retry-After`. */
  retryAfterSeconds?: number;
  /** More the answer carries beside `message` and `errors` (a 409's new figures to confirm). */
  details?: Record<string, unknown>;

  constructor(kind: ErrorKind, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.errors = errors;
  }

  /** A 429 saying how long to wait, in its message and in `Retry-After`. */
  static tooMany(message: string, retryAfterSeconds: number): AppError {
    const error = new AppError('rate_limited', message);
    error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return error;
  }

  /** A 503: the server cannot take this now; `Retry-After` says when to come back. */
  static unavailable(message: string, retryAfterSeconds: number): AppError {
    const error = new AppError('unavailable', message);
    error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return error;
  }

  get statusCode(): number {
    return statusOfKind[this.kind];
  }

  static notFound(what: string): AppError {
    return new AppError('not_found', `${what} not found`);
  }

  static invalid(field: string, message: string): AppError {
    return new AppError('invalid', `${field}: ${message}`, [{ field, message }]);
  }
}
