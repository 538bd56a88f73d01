/**
 * The one error type of the server. Handlers and services throw it; the error handler in app.ts
 * maps its kind to a status and the `{ message, errors }` body of DECISIONS §9.
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
  | 'rate_limited';

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
};

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly errors: FieldError[];

  constructor(kind: ErrorKind, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.errors = errors;
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
