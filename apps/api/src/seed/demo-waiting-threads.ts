import type { Db } from '../db/client';
import { listCareThreads, startCareThread } from '../modules/care-team';
import { createPhotoLinkSigner } from '../modules/media';
import { findPatientOnBrand } from '../modules/patients';
import { QUEUE_DEMO_ACCOUNT } from './demo-queue-patient';
import { RETURNING_DEMO_ACCOUNT } from './demo-returning-patient';

const HOUR_MS = 3_600_000;

/**
 * Questions no one has answered yet, so the queue's messages show both states: one past the 48
 * hours the care team promises (flagged overdue, ADR 120) and one asked two hours ago.
 */
export const WAITING_THREADS = [
  {
    account: RETURNING_DEMO_ACCOUNT,
    subject: 'Restarting my formula',
    body: 'Hi, I stopped my subscription last month. My skin is breaking out again. Can I restart the same formula, or do I need a new review?',
    hoursAgo: 50,
  },
  {
    account: QUEUE_DEMO_ACCOUNT,
    subject: 'Moisturizer with my new formula',
    body: 'I just signed up. Can I keep using my own moisturizer with the formula, or should I wait for the one in my box?',
    hoursAgo: 2,
  },
] as const;

/**
 * Starts each waiting thread as the patient's message form does (the care team's own
 * `startCareThread`), once: a patient who has a thread is left alone.
 */
export async function seedWaitingThreads(db: Db, secret: string, now = new Date()): Promise<void> {
  const deps = { db, links: createPhotoLinkSigner(secret) };
  for (const thread of WAITING_THREADS) {
    const patient = await findPatientOnBrand(db, thread.account.brandId, thread.account.email);
    if (!patient || (await listCareThreads(db, patient.id)).threads.length > 0) {
      continue;
    }
    await startCareThread(deps, patient.id, { subject: thread.subject, body: thread.body }, new Date(now.getTime() - thread.hoursAgo * HOUR_MS));
  }
}
