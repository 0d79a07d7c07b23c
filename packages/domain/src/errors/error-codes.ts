/** Every error the API answers with; the client maps codes to `MESSAGES`. */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'PAYMENT_DECLINED'
  | 'CSRF_MISMATCH'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'INTERNAL';

/** The HTTP status of each code; 419 is the conventional "page expired" status for CSRF. */
export function statusForCode(code: ErrorCode): number {
  switch (code) {
    case 'BAD_REQUEST':
      return 400;
    case 'VALIDATION_FAILED':
      return 422;
    case 'PAYMENT_DECLINED':
      // 402 Payment Required: the processor refused the card; its message says why (001 §8).
      return 402;
    case 'CSRF_MISMATCH':
      return 419;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'RATE_LIMITED':
      return 429;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'INTERNAL':
      return 500;
  }
}
