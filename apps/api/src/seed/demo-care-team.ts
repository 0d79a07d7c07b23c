import { RX_PRODUCT_IDS } from '@app/domain/constants';
import type { RecordPrescription } from '@app/domain/contracts';
import type { Db } from '../db/client';
import type { PatientRow, VisitRow } from '../db/schema/index';
import { recordPastDecision, findThreadSummaries, insertMessage, insertThread, findPrescriptionsOfPatient, recordPrescription } from '../modules/care-team';
import { findPatientByEmail } from '../modules/patients';
import { findProviderByName } from '../modules/scheduling';
import { findStaffByEmail } from '../modules/staff';
import { listVisitsOfPatient } from '../modules/visits';
import { BRAND_DEMO_ACCOUNTS } from './demo-accounts';
import { RETURNING_DEMO_ACCOUNT } from './demo-returning-patient';
import { DEMO_PROVIDERS } from './demo-schedule';
import { DEMO_STAFF } from './demo-staff';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The sign-up's review came a day after the visit was completed. */
const REVIEW_AFTER_MS = DAY_MS;
/** Prescriptions up to two days after a sign-up visit count as its decision's (older seeds wrote them without the visit). */
const DECISION_WINDOW_MS = 2 * DAY_MS;
const SIGNUP_FLOWS = new Set(['skin-signup', 'agency-skin-signup']);

interface DemoHistory {
  account: { brandId: number; email: string };
  /** What the review of the sign-up visit prescribed or declined, a day after the visit. */
  signup: readonly RecordPrescription[];
  /** Later prescriptions, made outside a visit, newest first. */
  later: readonly { item: RecordPrescription; daysAgo: number }[];
}

/** A Custom Formula prescribed with these ingredients and strengths. */
const customFormula = (...ingredients: readonly (readonly [name: string, strength: string])[]): RecordPrescription => ({
  status: 'active',
  itemId: RX_PRODUCT_IDS.customFormula,
  itemName: 'Custom Formula',
  ingredients: ingredients.map(([name, strength]) => ({ name, strength })),
});

const FIRST_FORMULA = customFormula(['Tretinoin', '0.025%'], ['Clindamycin', '1%'], ['Niacinamide', '4%']);

/** Invented prescriptions (the first patient's match their demo formulas, ADR 061), per demo patient. */
const DEMO_HISTORIES: readonly DemoHistory[] = [
  {
    account: BRAND_DEMO_ACCOUNTS[0],
    signup: [FIRST_FORMULA],
    later: [
      { item: customFormula(['Tretinoin', '0.05%'], ['Azelaic acid', '10%']), daysAgo: 60 },
      {
        item: {
          status: 'declined',
          itemId: RX_PRODUCT_IDS.deepCleanse,
          itemName: 'Deep Cleanse',
          declineReason: 'Your skin is already on tretinoin; adding a medicated cleanser now could irritate it. We can revisit this at your next review.',
        },
        daysAgo: 60,
      },
    ],
  },
  { account: BRAND_DEMO_ACCOUNTS[1], signup: [], later: [{ item: customFormula(['Adapalene', '0.1%'], ['Niacinamide', '4%']), daysAgo: 20 }] },
  // The returning patient's ended box held a Custom Formula: the review of their sign-up prescribed it.
  { account: RETURNING_DEMO_ACCOUNT, signup: [FIRST_FORMULA], later: [] },
];

const DEMO_THREAD = {
  subject: 'Tingling after applying my formula',
  question: 'Hi! My skin tingles for a few minutes after I put on my formula at night. Is that normal?',
  answer:
    'Hi, a mild tingle for a few minutes is common in the first weeks with tretinoin. Apply it to fully dry skin and use a moisturizer afterwards. If you see lasting redness or peeling, send us a photo here.',
  daysAgo: 3,
};

/** The patient's completed sign-up visit, the one a provider reviewed first. */
async function signupVisitOf(db: Db, patientId: number): Promise<VisitRow | undefined> {
  return (await listVisitsOfPatient(db, patientId)).find((visit) => SIGNUP_FLOWS.has(visit.flow) && visit.completedAt !== null);
}

/** Records the history's prescriptions (oldest first), once: a patient who has some is left alone. */
async function recordHistory(db: Db, history: DemoHistory, patient: PatientRow, providerId: number, signup: VisitRow | undefined, now: Date): Promise<void> {
  if ((await findPrescriptionsOfPatient(db, patient.id)).length > 0) {
    return;
  }
  if (signup?.completedAt) {
    const context = { patientId: patient.id, providerId, visitUuid: signup.uuid, prescribedAt: new Date(signup.completedAt.getTime() + REVIEW_AFTER_MS) };
    for (const item of history.signup) {
      await recordPrescription(db, context, item);
    }
  }
  for (const { item, daysAgo } of [...history.later].reverse()) {
    await recordPrescription(db, { patientId: patient.id, providerId, prescribedAt: new Date(now.getTime() - daysAgo * DAY_MS) }, item);
  }
}

/**
 * Decides the sign-up visit as the demo provider did then (ADR 117's review row), so it leaves the
 * queue: at its prescriptions' time, which it links to the visit where an older seed left them
 * without one.
 */
async function decideSignup(db: Db, patientId: number, signup: VisitRow, staffId: number): Promise<void> {
  const completedAt = signup.completedAt!.getTime();
  const made = (await findPrescriptionsOfPatient(db, patientId)).filter((row) => {
    const at = row.prescribedAt.getTime();
    return (row.visitId === null || row.visitId === signup.id) && at >= completedAt && at <= completedAt + DECISION_WINDOW_MS;
  });
  const first = Math.min(...made.map((row) => row.prescribedAt.getTime()), completedAt + REVIEW_AFTER_MS);
  await recordPastDecision(db, { visit: signup, staffId, decidedAt: new Date(first), prescriptionIds: made.filter((row) => row.visitId === null).map((row) => row.id) });
}

/** One thread with a provider's reply, once: a patient with a thread is left alone. */
async function seedAnsweredThread(db: Db, patientId: number, providerId: number, now: Date): Promise<void> {
  if ((await findThreadSummaries(db, patientId)).length > 0) {
    return;
  }
  const askedAt = new Date(now.getTime() - DEMO_THREAD.daysAgo * DAY_MS);
  const answeredAt = new Date(askedAt.getTime() + 5 * HOUR_MS);
  const thread = await insertThread(db, { patientId, subject: DEMO_THREAD.subject, at: askedAt });
  await insertMessage(db, { threadId: thread.id, patientId, senderRole: 'patient', body: DEMO_THREAD.question, createdAt: askedAt, readAt: answeredAt });
  await insertMessage(db, { threadId: thread.id, patientId, senderRole: 'provider', providerId, body: DEMO_THREAD.answer, createdAt: answeredAt });
}

/**
 * Gives each demo patient their prescriptions (through the care team's own `recordPrescription`),
 * their sign-up visit decided by the demo provider (so the queue holds no visit a provider already
 * prescribed for), and, for the brands' demo patients, one thread with a provider's reply. Each
 * part once: a patient who has it is left alone, and a database seeded before a part existed gets it.
 */
export async function seedDemoCareTeam(db: Db, now = new Date()): Promise<void> {
  const [provider, staff] = await Promise.all([findProviderByName(db, DEMO_PROVIDERS[0].name), findStaffByEmail(db, DEMO_STAFF[0].email)]);
  if (!provider) {
    return;
  }
  for (const history of DEMO_HISTORIES) {
    const patient = await findPatientByEmail(db, history.account.brandId, history.account.email);
    if (!patient) {
      continue;
    }
    const signup = await signupVisitOf(db, patient.id);
    await recordHistory(db, history, patient, provider.id, signup, now);
    if (signup && staff && history.signup.length > 0 && signup.facts.reviewDecided !== true) {
      await decideSignup(db, patient.id, signup, staff.id);
    }
    if (history.account !== RETURNING_DEMO_ACCOUNT) {
      await seedAnsweredThread(db, patient.id, provider.id, now);
    }
  }
}
