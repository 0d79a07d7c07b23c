import { RX_PRODUCT_IDS } from '@app/domain/constants/product-ids';
import type { RecordPrescription } from '@app/domain/contracts/prescriptions';
import type { Db } from '../db/client';
import { findThreadSummaries, insertMessage, insertThread } from '../modules/care-team/care-messages.repository';
import { findPrescriptionsOfPatient } from '../modules/care-team/prescriptions.repository';
import { recordPrescription } from '../modules/care-team/prescriptions.service';
import { findPatientByEmail } from '../modules/patients/patients.repository';
import { findProviderByName } from '../modules/scheduling/providers.repository';
import { BRAND_DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_PROVIDERS } from './demo-schedule';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Invented prescriptions (the first patient's match their demo formulas, ADR 061), per demo account. */
const DEMO_PRESCRIPTIONS: readonly (readonly { item: RecordPrescription; daysAgo: number }[])[] = [
  [
    {
      item: {
        status: 'active',
        itemId: RX_PRODUCT_IDS.customFormula,
        itemName: 'Custom Formula',
        ingredients: [
          { name: 'Tretinoin', strength: '0.05%' },
          { name: 'Azelaic acid', strength: '10%' },
        ],
      },
      daysAgo: 60,
    },
    {
      item: {
        status: 'declined',
        itemId: RX_PRODUCT_IDS.deepCleanse,
        itemName: 'Deep Cleanse',
        declineReason: 'Your skin is already on tretinoin; adding a medicated cleanser now could irritate it. We can revisit this at your next review.',
      },
      daysAgo: 60,
    },
    {
      item: {
        status: 'active',
        itemId: RX_PRODUCT_IDS.customFormula,
        itemName: 'Custom Formula',
        ingredients: [
          { name: 'Tretinoin', strength: '0.025%' },
          { name: 'Clindamycin', strength: '1%' },
          { name: 'Niacinamide', strength: '4%' },
        ],
      },
      daysAgo: 180,
    },
  ],
  [
    {
      item: {
        status: 'active',
        itemId: RX_PRODUCT_IDS.customFormula,
        itemName: 'Custom Formula',
        ingredients: [
          { name: 'Adapalene', strength: '0.1%' },
          { name: 'Niacinamide', strength: '4%' },
        ],
      },
      daysAgo: 20,
    },
  ],
];

const DEMO_THREAD = {
  subject: 'Tingling after applying my formula',
  question: 'Hi! My skin tingles for a few minutes after I put on my formula at night. Is that normal?',
  answer:
    'Hi, a mild tingle for a few minutes is common in the first weeks with tretinoin. Apply it to fully dry skin and use a moisturizer afterwards. If you see lasting redness or peeling, send us a photo here.',
  daysAgo: 3,
};

/**
 * Gives each demo patient prescriptions (through the care team's own `recordPrescription`) and
 * one thread with a provider's reply, once: a patient who has some is left alone (ADR 112).
 */
export async function seedDemoCareTeam(db: Db, now = new Date()): Promise<void> {
  const provider = await findProviderByName(db, DEMO_PROVIDERS[0].name);
  if (!provider) {
    return;
  }
  for (const [index, account] of BRAND_DEMO_ACCOUNTS.entries()) {
    const patient = await findPatientByEmail(db, account.brandId, account.email);
    if (!patient) {
      continue;
    }
    if ((await findPrescriptionsOfPatient(db, patient.id)).length === 0) {
      for (const { item, daysAgo } of [...(DEMO_PRESCRIPTIONS[index] ?? [])].reverse()) {
        await recordPrescription(db, { patientId: patient.id, providerId: provider.id, prescribedAt: new Date(now.getTime() - daysAgo * DAY_MS) }, item);
      }
    }
    if ((await findThreadSummaries(db, patient.id)).length === 0) {
      const askedAt = new Date(now.getTime() - DEMO_THREAD.daysAgo * DAY_MS);
      const answeredAt = new Date(askedAt.getTime() + 5 * HOUR_MS);
      const thread = await insertThread(db, { patientId: patient.id, subject: DEMO_THREAD.subject, at: askedAt });
      await insertMessage(db, { threadId: thread.id, patientId: patient.id, senderRole: 'patient', body: DEMO_THREAD.question, createdAt: askedAt, readAt: answeredAt });
      await insertMessage(db, {
        threadId: thread.id,
        patientId: patient.id,
        senderRole: 'provider',
        providerId: provider.id,
        body: DEMO_THREAD.answer,
        createdAt: answeredAt,
      });
    }
  }
}
