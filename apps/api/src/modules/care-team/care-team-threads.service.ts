import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import type { CareAttachment, CareThreadView } from '@app/domain/contracts';
import { AppError } from '../../errors';
import type { CareThreadRow } from '../../db/schema/index';
import { uploadCareTeamPhoto, type MediaDeps } from '../media';
import { findPatient, patientDisplayName } from '../patients';
import { assertLicensedFor, type CareProvider } from './care-provider';
import { findThread } from './care-messages.repository';
import { threadView, type CareMessagesDeps } from './care-messages.service';
import { markReadByCareTeam, replyAsCareTeam, type CareTeamReplyDeps } from './care-team-replies.service';

export type CareTeamThreadDeps = CareMessagesDeps & CareTeamReplyDeps;

/** A thread the provider may answer: its patient lives in a state they are licensed in. */
async function openThreadForCare(deps: CareMessagesDeps, provider: CareProvider, threadId: number, seen: (patientId: number) => void) {
  const thread = await findThread(deps.db, threadId);
  if (!thread) {
    throw new AppError('NOT_FOUND', STAFF_MESSAGES.carePortal.threadNotFound);
  }
  seen(thread.patientId);
  const patient = await findPatient(deps.db, thread.patientId);
  if (!patient) {
    throw new AppError('NOT_FOUND', STAFF_MESSAGES.carePortal.threadNotFound);
  }
  assertLicensedFor(provider, patient.state);
  return { thread, patientName: patientDisplayName(patient) };
}

async function viewFor(deps: CareMessagesDeps, provider: CareProvider, thread: CareThreadRow, patientName: string): Promise<CareThreadView & { patientName: string }> {
  return { ...(await threadView(deps, thread, provider.staffId)), patientName };
}

/** A thread as the provider reads it; opening it marks the patient's messages read by the care team. */
export async function careTeamThread(deps: CareMessagesDeps, provider: CareProvider, threadId: number, seen: (patientId: number) => void, now: Date) {
  const { thread, patientName } = await openThreadForCare(deps, provider, threadId, seen);
  await markReadByCareTeam(deps.db, thread.id, now);
  return viewFor(deps, provider, thread, patientName);
}

/**
 * The provider's answer, with photos they uploaded for the thread (ADR 120); the patient is told
 * by email through the outbox (ADR 112).
 */
export async function answerAsProvider(
  deps: CareTeamThreadDeps,
  provider: CareProvider,
  threadId: number,
  reply: { body: string; photoIds?: readonly number[] | undefined },
  seen: (patientId: number) => void,
  now: Date,
) {
  const { thread, patientName } = await openThreadForCare(deps, provider, threadId, seen);
  await replyAsCareTeam(deps, { threadId: thread.id, providerId: provider.providerId, body: reply.body, photoIds: reply.photoIds }, now);
  return viewFor(deps, provider, thread, patientName);
}

/**
 * A photo the provider will attach to their answer in a thread (ADR 120): the same pipeline as the
 * patient's, stored for the thread's patient once the provider may see them. `deps.links` is the
 * care team's signer, so the answer's link opens for the provider; the patient's view signs its own.
 */
export async function uploadAnswerPhoto(deps: MediaDeps, provider: CareProvider, threadId: number, bytes: Buffer, seen: (patientId: number) => void): Promise<CareAttachment> {
  const { thread } = await openThreadForCare(deps, provider, threadId, seen);
  return uploadCareTeamPhoto(deps, { staffId: provider.staffId, patientId: thread.patientId }, bytes);
}
