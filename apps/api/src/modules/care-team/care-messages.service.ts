import { CARE_MESSAGES_PER_WINDOW, CARE_MESSAGE_WINDOW_MINUTES, careMessageFieldErrors, patientMessageStatus } from '@app/domain/care';
import type { CareReplyRequest, CareThreads, CareThreadView, StartCareThreadRequest } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { hasFieldErrors, type FieldErrors } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { CareThreadRow } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { AppError, validationError } from '../../errors';
import { careMessagePhotoLinks, findOwnCareMessagePhotoIds, type PhotoLinkSigner } from '../media';
import { consumeAttempt } from '../rate-limits';
import { providerNamesOf } from '../scheduling';
import {
  countUnreadOfPatient,
  findAttachedPhotoIds,
  findAttachmentsOfMessages,
  findMessagesOfThread,
  findThread,
  findThreadSummaries,
  insertAttachments,
  insertMessage,
  insertThread,
  markThreadMessagesRead,
} from './care-messages.repository';

const TEXT = MESSAGES.careMessages;

export interface CareMessagesDeps {
  db: Db;
  links: PhotoLinkSigner;
}

/** Refuses a message with the field errors the page shows too (the domain's rules). */
export function assertValid(errors: FieldErrors): void {
  if (hasFieldErrors(errors)) {
    throw validationError(errors);
  }
}

/** The patient's own thread, or the same 404 as none (another patient's thread is never shown). */
async function ownThread(db: Db, patientId: number, threadId: number): Promise<CareThreadRow> {
  const thread = await findThread(db, threadId);
  if (!thread || thread.patientId !== patientId) {
    throw new AppError('NOT_FOUND', TEXT.threadNotFound);
  }
  return thread;
}

/**
 * Photos must all be among those `findOwned` finds (else 404, as for any id not theirs) and not
 * sent yet: a patient attaches their own message photos, the care team the photos it uploaded
 * for the thread's patient.
 */
export async function assertAttachable(
  db: Db,
  photoIds: readonly number[],
  findOwned: (photoIds: readonly number[]) => Promise<number[]>,
): Promise<void> {
  if (photoIds.length === 0) {
    return;
  }
  if ((await findOwned(photoIds)).length !== photoIds.length) {
    throw new AppError('NOT_FOUND', MESSAGES.form.notFound);
  }
  if ((await findAttachedPhotoIds(db, photoIds)).length > 0) {
    throw validationError({ photoIds: [TEXT.photoAlreadySent] });
  }
}

const patientPhotos = (db: Db, patientId: number) => (photoIds: readonly number[]) => findOwnCareMessagePhotoIds(db, patientId, photoIds);

/** Attaches photos in the message's transaction; a photo another request attached first rolls it back. */
export async function attachPhotos(tx: Db, messageId: number, photoIds: readonly number[]): Promise<void> {
  if ((await insertAttachments(tx, messageId, photoIds)) !== photoIds.length) {
    throw validationError({ photoIds: [TEXT.photoAlreadySent] });
  }
}

/** Counts a message against the patient's sending limit (the `rate-limits` module's window). */
async function consumeSendAllowance(db: Db, patientId: number): Promise<void> {
  await consumeAttempt(db, {
    key: `care-messages:patient:${patientId}`,
    max: CARE_MESSAGES_PER_WINDOW,
    windowMinutes: CARE_MESSAGE_WINDOW_MINUTES,
    message: TEXT.tooManyMessages,
  });
}

/**
 * A thread as the patient reads it, oldest message first: each patient message with its status,
 * each care-team message with its provider's name and whether it is unread, and the photos
 * through short-lived links (a care-team member's, signed for them, when `staffViewerId` is given).
 * Five statements whatever the thread's length.
 */
export async function threadView(deps: CareMessagesDeps, thread: CareThreadRow, staffViewerId?: number): Promise<CareThreadView> {
  const messages = await findMessagesOfThread(deps.db, thread.id);
  const attachments = await findAttachmentsOfMessages(deps.db, messages.map((message) => message.id));
  const [names, links] = await Promise.all([
    providerNamesOf(deps.db, messages.flatMap((message) => (message.providerId === null ? [] : [message.providerId]))),
    careMessagePhotoLinks(deps.db, deps.links, attachments.map((attachment) => attachment.photoId), staffViewerId),
  ]);
  const statusInput = messages.map((message) => ({
    sender: message.senderRole,
    sentAt: message.createdAt.toISOString(),
    readAt: message.readAt?.toISOString() ?? null,
  }));
  return {
    id: thread.id,
    subject: thread.subject,
    messages: messages.map((message, index) => ({
      id: message.id,
      sender: message.senderRole,
      providerName: message.providerId === null ? null : (names.get(message.providerId) ?? null),
      body: message.body,
      sentAt: message.createdAt.toISOString(),
      status: patientMessageStatus(statusInput[index]!, statusInput),
      isUnread: message.senderRole === 'provider' && message.readAt === null,
      attachments: attachments
        .filter((attachment) => attachment.messageId === message.id && links.has(attachment.photoId))
        .map((attachment) => ({ photoId: attachment.photoId, url: links.get(attachment.photoId)! })),
    })),
  };
}

/** The patient's threads with their unread counts (one statement). */
export async function listCareThreads(db: Db, patientId: number): Promise<CareThreads> {
  const rows = await findThreadSummaries(db, patientId);
  return {
    unreadCount: rows.reduce((sum, row) => sum + row.unreadCount, 0),
    threads: rows.map(({ thread, messageCount, unreadCount }) => ({
      id: thread.id,
      subject: thread.subject,
      lastMessageAt: thread.lastMessageAt.toISOString(),
      messageCount,
      unreadCount,
    })),
  };
}

/** Care-team messages the patient has not read (the dashboard link's count). */
export async function countUnreadCareMessages(db: Db, patientId: number): Promise<number> {
  return countUnreadOfPatient(db, patientId);
}

export async function getCareThread(deps: CareMessagesDeps, patientId: number, threadId: number): Promise<CareThreadView> {
  return threadView(deps, await ownThread(deps.db, patientId, threadId));
}

/** Opening a thread: its care-team messages become read. Answers the patient's unread count left. */
export async function markCareThreadRead(db: Db, patientId: number, threadId: number, now = new Date()): Promise<number> {
  await ownThread(db, patientId, threadId);
  await markThreadMessagesRead(db, threadId, 'provider', now);
  return countUnreadOfPatient(db, patientId);
}

/** Starts a thread with its first message and photos (ADR 112). */
export async function startCareThread(
  deps: CareMessagesDeps,
  patientId: number,
  request: StartCareThreadRequest,
  now = new Date(),
): Promise<CareThreadView> {
  const photoIds = [...new Set(request.photoIds ?? [])];
  assertValid(careMessageFieldErrors({ subject: request.subject, body: request.body, photoCount: photoIds.length }));
  const subject = request.subject.trim();
  const body = request.body.trim();
  await assertAttachable(deps.db, photoIds, patientPhotos(deps.db, patientId));
  await consumeSendAllowance(deps.db, patientId);
  const thread = await withTransaction(deps.db, async (tx) => {
    const created = await insertThread(tx, { patientId, subject, at: now });
    const message = await insertMessage(tx, { threadId: created.id, patientId, senderRole: 'patient', body, createdAt: now });
    await attachPhotos(tx, message.id, photoIds);
    return created;
  });
  return threadView(deps, thread);
}

/** The patient's reply in one of their threads. */
export async function replyToCareThread(
  deps: CareMessagesDeps,
  patientId: number,
  threadId: number,
  request: CareReplyRequest,
  now = new Date(),
): Promise<CareThreadView> {
  const thread = await ownThread(deps.db, patientId, threadId);
  const photoIds = [...new Set(request.photoIds ?? [])];
  assertValid(careMessageFieldErrors({ body: request.body, photoCount: photoIds.length }));
  const body = request.body.trim();
  await assertAttachable(deps.db, photoIds, patientPhotos(deps.db, patientId));
  await consumeSendAllowance(deps.db, patientId);
  await withTransaction(deps.db, async (tx) => {
    const message = await insertMessage(tx, { threadId, patientId, senderRole: 'patient', body, createdAt: now });
    await attachPhotos(tx, message.id, photoIds);
  });
  return threadView(deps, thread);
}
