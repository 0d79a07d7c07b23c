import { and, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditEvents, invoices, patients } from '../../db/schema/index';
import type { TestApp } from '../build-test-app';
import { activate, patientAtCheckout } from './checkout-test-kit';
import { patientIdOf } from './subscription-test-kit';
import type { SellingPatient } from './selection-test-kit';
import { signedInStaff, type SignedInStaff } from '../staff-session';

// Helpers for the operator console's integration tests (ADR 119). Not imported by the app.

/** An operator signed in on a client of their own, with its CSRF token. */
export function signedInOperator(t: TestApp, name = 'Olive Operator'): Promise<SignedInStaff> {
  return signedInStaff(t, 'operator', name);
}

export interface PaidPatient {
  patient: SellingPatient;
  patientId: number;
  /** The invoice id of the first box's charge: what the refund call names. */
  chargeId: number;
  chargedCents: number;
}

/** A patient who activated a trial box, paying its shipping at the sandbox processor (a charge). */
export async function paidPatient(t: TestApp, options: { state?: string } = {}): Promise<PaidPatient> {
  const patient = await patientAtCheckout(t, options);
  const activated = await activate(patient, 'trial');
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
  const patientId = await patientIdOf(t, patient);
  const [invoice] = await t.handle.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.patientId, patientId), isNotNull(invoices.chargeRef)));
  expect(invoice?.totalCents).toBeGreaterThan(0);
  return { patient, patientId, chargeId: invoice!.id, chargedCents: invoice!.totalCents };
}

export type SignedInOperator = Awaited<ReturnType<typeof signedInOperator>>;

/** What the operator console's tests start from: a signed-in operator and a paid patient to look at. */
export async function operatorAndPaidPatient(t: TestApp): Promise<{ operator: SignedInOperator; paid: PaidPatient }> {
  const operator = await signedInOperator(t);
  return { operator, paid: await paidPatient(t) };
}

/** Gives the patient a name and phone to search by. */
export async function nameAndPhone(t: TestApp, patientId: number, values: { firstname: string; lastname: string; phone: string }): Promise<void> {
  await t.handle.db.update(patients).set(values).where(eq(patients.id, patientId));
}

/** The patient's audit rows, oldest first, as [role, actor id, action, outcome, reason]. */
export async function auditRowsOf(t: TestApp, patientId: number) {
  const rows = await t.handle.db.select().from(auditEvents).where(eq(auditEvents.patientId, patientId)).orderBy(auditEvents.id);
  return rows;
}
