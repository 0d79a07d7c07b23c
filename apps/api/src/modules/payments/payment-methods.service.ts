import { createHash } from 'node:crypto';
import type { PaymentMethodKind, PaymentMethodSummary, RegisterCardRequest } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import type { Db } from '../../db/client';
import type { PatientRow, PaymentMethodRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordCardOnFile } from '../patients';
import { consumeAttempt } from '../rate-limits';
import { PaymentDeclinedError, type Charge, type PaymentGateway } from './payment-gateway';
import type { PaymentProcessors } from './payment-processors';
import {
  findCurrentPaymentMethod,
  findCustomerRef,
  findPatientsSharingFingerprint,
  findPaymentMethodById,
  insertPaymentMethod,
  saveCustomerRef,
} from './payment-methods.repository';

/** Payment methods a patient may store in 15 minutes: enough for typos and a second card. */
const REGISTRATIONS_PER_WINDOW = 10;

export interface PaymentDeps {
  db: Db;
  processors: PaymentProcessors;
}

/** The processor a payment method kind goes to: cards and the device wallet, or the wallet vault. */
export function gatewayForMethod(processors: PaymentProcessors, method: PaymentMethodKind): PaymentGateway {
  return method === 'paypal' ? processors.walletVault : processors.card;
}

/** A processor's refusal as the patient sees it: 402 with the processor's message (001 §8). */
export function asPaymentError(error: unknown): unknown {
  return error instanceof PaymentDeclinedError ? new AppError('PAYMENT_DECLINED', error.message) : error;
}

export function toSummary(row: PaymentMethodRow): PaymentMethodSummary {
  return {
    method: row.method,
    vendor: row.vendor as PaymentMethodSummary['vendor'],
    cardLastFour: row.cardLastFour,
    cardFundingType: row.cardFundingType,
    label: row.label,
  };
}

/**
 * Register card (001 §7.2): stores the token from the processor's field or wallet as the patient's
 * payment method, at the processor the settings use for that kind of method. Only the processor's
 * references and the last four digits are kept; the token is single-use at the processor.
 */
export async function registerPaymentMethod(deps: PaymentDeps, patient: PatientRow, request: RegisterCardRequest, now = new Date()): Promise<PaymentMethodRow> {
  await consumeAttempt(deps.db, { key: `payment-method:patient:${patient.id}`, max: REGISTRATIONS_PER_WINDOW, windowMinutes: 15 }, now);
  const gateway = gatewayForMethod(deps.processors, request.method);
  if (gateway.vendor !== request.vendor) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.payment.vendorNotUsed);
  }
  const customerRef = (await findCustomerRef(deps.db, patient.id, gateway.vendor)) ?? null;
  const stored = await gateway
    .storePaymentMethod({
      token: request.paymentNonce,
      method: request.method,
      customerId: customerRef,
      customer: { email: patient.email, name: [patient.firstname, patient.lastname].filter(Boolean).join(' ') || patient.email, reference: `patient-${patient.id}` },
      // A token is single-use, so the token itself keys the request.
      idempotencyKey: `pm_${createHash('sha256').update(`${patient.id}:${request.paymentNonce}`).digest('base64url')}`,
    })
    .catch((error: unknown) => {
      throw asPaymentError(error);
    });
  if (stored.customerId !== customerRef) {
    await saveCustomerRef(deps.db, patient.id, gateway.vendor, stored.customerId);
  }
  const row = await insertPaymentMethod(deps.db, {
    patientId: patient.id,
    vendor: stored.vendor,
    method: stored.method,
    customerRef: stored.customerId,
    paymentMethodRef: stored.paymentMethodId,
    cardLastFour: stored.cardLastFour,
    cardFundingType: stored.cardFundingType,
    fingerprint: stored.fingerprint,
    label: stored.label,
  });
  await recordCardOnFile(deps.db, patient.id, stored.cardLastFour);
  return row;
}

/** The patient's payment method, if one is on file. */
export function currentPaymentMethod(db: Db, patientId: number): Promise<PaymentMethodRow | undefined> {
  return findCurrentPaymentMethod(db, patientId);
}

/** A stored payment method of this patient, or undefined (another patient's is never answered). */
export async function paymentMethodOfPatient(db: Db, id: number, patientId: number): Promise<PaymentMethodRow | undefined> {
  const row = await findPaymentMethodById(db, id);
  return row?.patientId === patientId ? row : undefined;
}

/** Charges a stored payment method at its own processor; a refusal is the processor's message (402). */
export async function chargePaymentMethod(
  processors: PaymentProcessors,
  method: PaymentMethodRow,
  charge: { amountCents: number; idempotencyKey: string; description: string },
): Promise<Charge> {
  const gateway = processors.byVendor(method.vendor);
  if (!gateway) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.payment.vendorNotUsed);
  }
  return gateway
    .charge({ ...charge, customerId: method.customerRef, paymentMethodId: method.paymentMethodRef })
    .catch((error: unknown) => {
      throw asPaymentError(error);
    });
}

/** Patients paying with the same card as this one (by the processor's fingerprint). */
export function patientsSharingCard(db: Db, patientId: number): Promise<number[]> {
  return findPatientsSharingFingerprint(db, patientId);
}
