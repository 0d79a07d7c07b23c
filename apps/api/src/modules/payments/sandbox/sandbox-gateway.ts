import type { Db } from '../../../db/client';
import type { PaymentGateway } from '../payment-gateway';
import {
  chargeSandbox,
  findSandboxCharge,
  storeSandboxPaymentMethod,
  voidSandboxCharge,
} from './sandbox-processor.service';
import { refundSandboxCharge } from './sandbox-refunds.service';

/**
 * The payment gateway of the local sandbox processor: the same interface as Stripe's and
 * Braintree's adapters, answered by the sandbox's own tables in the app's database (ADR 106).
 */
export function createSandboxGateway(db: Db): PaymentGateway {
  return {
    vendor: 'sandbox',
    // Its charges are rows of this database, written by the request's own statement: a dead
    // process's statement ends within seconds of its connection.
    noChargeIsFinalAfterMs: 5_000,
    storePaymentMethod: (input) => storeSandboxPaymentMethod(db, input),
    charge: (input) => chargeSandbox(db, input),
    findCharge: (idempotencyKey) => findSandboxCharge(db, idempotencyKey),
    voidCharge: (chargeId) => voidSandboxCharge(db, chargeId),
    refund: (input) => refundSandboxCharge(db, input),
    clientToken: async () => 'sandbox-client-token',
  };
}
