import { randomBytes } from 'node:crypto';

/** A form-encoded request's parameters: Stripe's `a[b][0]=x` nesting, lists as index-keyed objects. */
export interface StripeParams {
  [key: string]: string | StripeParams;
}

/** A refusal in Stripe's shape: `{ error: { type, code?, message, … } }` with its HTTP status. */
export class StripeFailure {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {}
}

export interface FakeStripeCharge {
  id: string;
  amount: number;
  paymentIntent: string;
  /** Given back whole (Stripe's `refunded`). */
  refunded: boolean;
  /** Given back so far, by every refund (Stripe's `amount_refunded`). */
  amountRefunded: number;
}

export function invalid(message: string, details: Record<string, unknown> = {}): StripeFailure {
  return new StripeFailure(400, { type: 'invalid_request_error', message, ...details });
}

export function notFound(kind: string, id: string, param: string): StripeFailure {
  const message = `No such ${kind}: '${id}'`;
  return new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message,
    param,
  });
}

export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export function text(params: StripeParams, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}

/** A nested parameter (`metadata[…]`) as an object; absent or a plain string gives none. */
export function nested(params: StripeParams, name: string): StripeParams {
  const value = params[name];
  return typeof value === 'object' ? value : {};
}
