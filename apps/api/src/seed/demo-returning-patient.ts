import { TREATMENT_CATEGORIES } from '@app/domain/constants';
import type { Db } from '../db/client';
import { CATALOGUE_CARDS, CATALOGUE_PRICES } from '../modules/catalogue';
import { hashPassword } from '../modules/auth';
import { insertSubscription } from '../modules/subscriptions';
import { calendarDateIn } from '@app/domain/subscriptions';
import { findPatientByEmail, insertPatient, markSignupCompleted } from '../modules/patients';
import { insertPaymentMethod } from '../modules/payments';
import { insertVisit, markVisitCompleted } from '../modules/visits';

/** A main-brand patient whose skin subscription has ended: the resubscribe shop's demo (ADR 111; README). */
export const RETURNING_DEMO_ACCOUNT = {
  brandId: 1,
  email: 'returning@teleskin.example',
  password: 'demo-password',
  firstname: 'Riley',
  lastname: 'Return',
  state: 'CA',
  zipcode: '94110',
  dateOfBirth: '1985-06-02',
} as const;

const DAY_MS = 86_400_000;
/** What the ended subscription sent, by catalogue key. */
const ENDED_BOX = ['custom-formula', 'cleanser-with-moisturizer', 'barrier-balm'];

/**
 * Adds the returning patient once: a finished skin sign-up 200 days ago whose subscription was
 * canceled 20 days ago, its card removed with it (resubscribing asks for a card again).
 */
export async function seedReturningPatient(db: Db, now = new Date()): Promise<void> {
  const account = RETURNING_DEMO_ACCOUNT;
  if (await findPatientByEmail(db, account.brandId, account.email)) {
    return;
  }
  const { password, ...details } = account;
  const patient = await insertPatient(db, { ...details, passwordHash: await hashPassword(password), acceptedTosAt: new Date() });
  if (!patient) {
    return;
  }
  const signedUpAt = new Date(now.getTime() - 200 * DAY_MS);
  const visit = await insertVisit(db, {
    patientId: patient.id,
    brandId: patient.brandId,
    flow: 'skin-signup',
    treatmentCategory: TREATMENT_CATEGORIES.skin,
    eligibility: patient.eligibility,
    sessionBag: { hasCreatedAccount: true },
    facts: { eligibilityConfirmed: true, checkoutCompleted: true },
  });
  await markVisitCompleted(db, visit.id, signedUpAt);
  await markSignupCompleted(db, patient.id, signedUpAt);
  const endedAt = new Date(now.getTime() - 20 * DAY_MS);
  const method = await insertPaymentMethod(db, {
    patientId: patient.id,
    vendor: 'sandbox',
    method: 'card',
    customerRef: 'demo_returning_customer',
    paymentMethodRef: 'demo_returning_card',
    cardLastFour: '4242',
    removedAt: endedAt,
  });
  const items = ENDED_BOX.map((key, position) => {
    const card = CATALOGUE_CARDS.find((candidate) => candidate.key === key && candidate.category === 'skin')!;
    const itemId = card.fullSizeItemId!;
    return { itemId, name: card.lineItemName, isRx: card.isRx, isRequired: card.isRx, priceCents: CATALOGUE_PRICES.fullSizeItemPrices[itemId]?.finalAmount ?? 0, position };
  });
  await insertSubscription(
    db,
    {
      patientId: patient.id,
      visitId: visit.id,
      brandId: patient.brandId,
      treatmentCategory: TREATMENT_CATEGORIES.skin,
      status: 'canceled',
      cancelReason: 'other',
      canceledAt: endedAt,
      cadenceDays: 60,
      timeZone: 'America/Los_Angeles',
      nextBillDate: calendarDateIn(endedAt.getTime(), 'America/Los_Angeles'),
      nextBillAt: endedAt,
      paymentMethodId: method.id,
    },
    items,
  );
}
