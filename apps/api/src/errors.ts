import { statusForCode, type ErrorCode } from '@app/domain/errors/error-codes';
import { summarizeFieldErrors, type FieldErrors } from '@app/domain/validation/field-errors';

/** An expected failure a service reports; the error handler turns it into `{ message, code }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(code: ErrorCode, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = statusForCode(code);
    this.fieldErrors = fieldErrors;
  }
}

/** A 422 whose message is the first error plus " (and N more errors)". */
export function validationError(fieldErrors: FieldErrors): AppError {
  return new AppError('VALIDATION_FAILED', summarizeFieldErrors(fieldErrors), fieldErrors);
}
