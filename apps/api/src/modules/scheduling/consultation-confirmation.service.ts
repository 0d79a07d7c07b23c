import { CONSULTATION_WINDOW_MINUTES } from '@app/domain/constants';
import { consultationBookedEmail } from '@app/domain/messages';
import { formatConsultationDate, formatTimeWindow } from '@app/domain/scheduling';
import type { Db } from '../../db/client';
import type { ConsultationConfirmation } from '../../db/job-payloads';
import { enqueueJob } from '../../db/job-queue';
import { findBrandById } from '../brands';
import { calendarInvite, deliverEmail, type EmailOutbox } from '../messaging';
import { findPatient } from '../patients';
import { findConsultationDetails } from './consultations.repository';

export interface ConfirmationDeps {
  db: Db;
  outbox: EmailOutbox;
  originOf: (brandId: number) => string;
  now: Date;
}

/** Queues the confirmation in the booking's transaction: sent once the booking commits. */
export async function queueConsultationConfirmation(tx: Db, confirmation: ConsultationConfirmation): Promise<void> {
  await enqueueJob(tx, 'send-consultation-confirmation', confirmation, { jobKey: `consultation-confirmation:${confirmation.consultationId}`, maxAttempts: 5 });
}

/**
 * Emails the booking's confirmation with an `.ics` file of the 15-minute call in the patient's zone
 * (issue 13 item 7). A booking cancelled or replaced before the job ran gets none.
 */
export async function sendConsultationConfirmation(deps: ConfirmationDeps, confirmation: ConsultationConfirmation): Promise<'sent' | 'skipped'> {
  const details = await findConsultationDetails(deps.db, confirmation.consultationId);
  const patient = details ? await findPatient(deps.db, details.consultation.patientId) : undefined;
  if (!details || details.consultation.cancelledAt || !patient || patient.deletionRequestedAt) {
    return 'skipped';
  }
  const { consultation, slot, provider } = details;
  const { timeZone } = confirmation;
  const brandName = findBrandById(consultation.brandId)?.name ?? '';
  const origin = deps.originOf(consultation.brandId);
  const startSeconds = Math.floor(slot.startsAt.getTime() / 1000);
  const email = consultationBookedEmail({
    brandName,
    provider: provider.name,
    date: formatConsultationDate(startSeconds, timeZone),
    window: formatTimeWindow(startSeconds, timeZone),
    link: `${origin}/dashboard`,
  });
  const invite = calendarInvite({
    uid: `consultation-${consultation.id}@${new URL(origin).hostname}`,
    startsAt: slot.startsAt.getTime(),
    minutes: CONSULTATION_WINDOW_MINUTES,
    timeZone,
    summary: `${brandName} consultation with ${provider.name}`,
    description: `Your dermatology consultation. See your visit: ${origin}/dashboard`,
    brandName,
    stamp: deps.now,
  });
  await deliverEmail(deps.db, deps.outbox, {
    brandId: consultation.brandId,
    patientId: patient.id,
    template: 'consultation-booked',
    to: patient.email.toLowerCase(),
    subject: email.subject,
    body: email.body,
    recordBody: email.body,
    attachments: [invite],
  });
  return 'sent';
}
