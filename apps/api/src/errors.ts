import { statusForCode, type ErrorCode } from '@app/domain/errors';
import { summarizeFieldErrors, type FieldErrors } from '@app/domain/validation';

/** An expected failure a service reports; the error handler turns it into `{ message, code }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: FieldErrors | undefined;
  /** A 429's `Retry-After`: how long until the same request can succeed, when that is known. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, fieldErrors?: FieldErrors, retryAfterSeconds?: number) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = statusForCode(code);
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A 429 that says when to come back (whole seconds, at least 1, in `Retry-After`). */
export function rateLimitedError(message: string, retryAfterMs: number): AppError {
  return new AppError('RATE_LIMITED', message, undefined, Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/** A 422 whose message is the first error plus " (and N more errors)". */
export function validationError(fieldErrors: FieldErrors): AppError {
  return new AppError('VALIDATION_FAILED', summarizeFieldErrors(fieldErrors), fieldErrors);
}
