import { randomUUID } from 'node:crypto';
import type { PaymentGateway } from '../../modules/payments/payment-gateway';

// Helpers for the processors' gateway tests (each against its local fake). Not imported by the app.

type StoreInput = Omit<Parameters<PaymentGateway['storePaymentMethod']>[0], 'idempotencyKey'>;

/** Stores a payment method from a token, then tries the same token again: what that second try threw. */
export async function errorOfReusedToken(gateway: PaymentGateway, input: StoreInput): Promise<unknown> {
  await gateway.storePaymentMethod({ ...input, idempotencyKey: randomUUID() });
  return gateway.storePaymentMethod({ ...input, idempotencyKey: randomUUID() }).catch((error: unknown) => error);
}
