import { categoryNameForId } from '@app/domain/constants/treatment-categories';
import type { ReviewQueue } from '@app/domain/contracts/care-portal';
import { CARE_REPLY_OVERDUE_HOURS } from '@app/domain/care/care-messages';
import type { Db } from '../../db/client';
import { newestPhotoTimesOfVisits } from '../media/photos.service';
import { isMinorPatient, patientDisplayName } from '../patients/patients.service';
import { visitsAwaitingReview } from '../visits/visits.service';
import type { CareProvider } from './care-provider';
import { findWaitingThreads } from './care-team-queue.repository';
import { isAwaitingPhotos } from './photo-requests.service';
import { findOpenPhotoRequestsOfVisits } from './visit-reviews.repository';

const MINUTE_MS = 60_000;
/** The most waiting threads the queue lists at once. */
const WAITING_THREADS_LIMIT = 200;

const minutesSince = (at: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - at.getTime()) / MINUTE_MS));

/** Treatment in words from the visit's category id ("Skin", "Hair"). */
export function treatmentName(categoryId: number): string {
  const name = categoryNameForId(categoryId) ?? 'skin';
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The provider's queue (ADR 117): completed, undecided visits of patients in their licensed
 * states, oldest first, marked when more photos were asked for and none came yet; then the
 * threads waiting for an answer, longest first, flagged past 48 hours. Four statements, whatever
 * the queue's length.
 */
export async function reviewQueue(db: Db, provider: CareProvider, now: Date): Promise<ReviewQueue> {
  const [waiting, threads] = await Promise.all([
    visitsAwaitingReview(db, provider.licensedStates),
    findWaitingThreads(db, provider.licensedStates, WAITING_THREADS_LIMIT),
  ]);
  const visitIds = waiting.map((entry) => entry.visit.id);
  const [openRequests, newestPhotos] = await Promise.all([findOpenPhotoRequestsOfVisits(db, visitIds), newestPhotoTimesOfVisits(db, visitIds)]);
  const awaitingPhotos = new Set(openRequests.filter((request) => isAwaitingPhotos(request, newestPhotos.get(request.visitId))).map((request) => request.visitId));
  return {
    visits: waiting.map(({ visit, patient }) => ({
      visitUuid: visit.uuid,
      patientName: patientDisplayName(patient),
      patientState: patient.state ?? '',
      treatment: treatmentName(visit.treatmentCategory),
      completedAt: (visit.completedAt ?? visit.createdAt).toISOString(),
      waitingMinutes: minutesSince(visit.completedAt ?? visit.createdAt, now),
      isMinor: isMinorPatient(patient, now),
      isAwaitingPhotos: awaitingPhotos.has(visit.id),
    })),
    threads: threads.map((thread) => {
      const waitingMinutes = minutesSince(thread.waitingSince, now);
      return {
        threadId: thread.threadId,
        patientName: patientDisplayName(thread),
        subject: thread.subject,
        waitingSince: thread.waitingSince.toISOString(),
        waitingMinutes,
        isOverdue: waitingMinutes > CARE_REPLY_OVERDUE_HOURS * 60,
        unreadCount: thread.unreadCount,
      };
    }),
  };
}
