import { MESSAGES, careReplyEmail } from '@app/domain/messages';
import { careMessageFieldErrors } from '@app/domain/care';
import type { Db } from '../../db/client';
import type { CareMessageRow } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { findBrandById } from '../brands';
import { deliverEmail, type EmailOutbox } from '../messaging';
import { findPatient } from '../patients';
import { isActiveProvider } from '../scheduling';
import { findCareTeamPhotoIdsFor } from '../media';
import { findThread, insertMessage, markThreadMessagesRead } from './care-messages.repository';
import { assertAttachable, assertValid, attachPhotos } from './care-messages.service';

/** The page a patient reads their messages on. */
export const MESSAGE_PROVIDER_PATH = '/dashboard/message-provider';

/** What the care team's side needs to reply: the outbox, and the patient's brand's web origin for the email's link. */
export interface CareTeamReplyDeps extends EmailOutbox {
  db: Db;
  patientAppOrigin: (brandId: number) => string;
}

/**
 * A provider's reply in a patient's thread (ADRs 112, 120), with up to four photos the care team
 * uploaded for this patient. Replying reads the thread: the patient's messages before it are
 * marked read by the care team in the same transaction. The patient is then told by email
 * through the outbox, with no health details.
 */
export async function replyAsCareTeam(
  deps: CareTeamReplyDeps,
  reply: { threadId: number; providerId: number; body: string; photoIds?: readonly number[] },
  now = new Date(),
): Promise<CareMessageRow> {
  const photoIds = [...new Set(reply.photoIds ?? [])];
  assertValid(careMessageFieldErrors({ body: reply.body, photoCount: photoIds.length }));
  const body = reply.body.trim();
  const thread = await findThread(deps.db, reply.threadId);
  if (!thread || !(await isActiveProvider(deps.db, reply.providerId))) {
    throw new AppError('NOT_FOUND', MESSAGES.careMessages.threadNotFound);
  }
  await assertAttachable(deps.db, photoIds, (ids) => findCareTeamPhotoIdsFor(deps.db, thread.patientId, ids));
  const message = await withTransaction(deps.db, async (tx) => {
    await markThreadMessagesRead(tx, thread.id, 'patient', now);
    const row = await insertMessage(tx, {
      threadId: thread.id,
      patientId: thread.patientId,
      senderRole: 'provider',
      providerId: reply.providerId,
      body,
      createdAt: now,
    });
    await attachPhotos(tx, row.id, photoIds);
    return row;
  });
  await notifyPatientOfReply(deps, thread.patientId);
  return message;
}

/** The care team opened a thread: the patient's messages in it show "Read by your care team". */
export async function markReadByCareTeam(db: Db, threadId: number, now = new Date()): Promise<number> {
  return markThreadMessagesRead(db, threadId, 'patient', now);
}

async function notifyPatientOfReply(deps: CareTeamReplyDeps, patientId: number): Promise<void> {
  const patient = await findPatient(deps.db, patientId);
  const brand = patient ? findBrandById(patient.brandId) : undefined;
  if (!patient || !brand) {
    return;
  }
  const email = careReplyEmail(brand.name, `${deps.patientAppOrigin(brand.id)}${MESSAGE_PROVIDER_PATH}`);
  await deliverEmail(deps.db, deps, {
    brandId: brand.id,
    patientId,
    template: 'care-team-reply',
    to: patient.email.toLowerCase(),
    subject: email.subject,
    body: email.body,
    recordBody: email.body,
  });
}
