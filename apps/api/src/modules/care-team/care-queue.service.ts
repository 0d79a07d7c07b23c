import { categoryNameForId } from '@app/domain/constants';
import type { ReviewQueue, ReviewQueueVisit, ReviewQueueVisitsPage, WaitingThread, WaitingThreadsPage } from '@app/domain/contracts';
import { CARE_REPLY_OVERDUE_HOURS, QUEUE_PAGE_SIZE } from '@app/domain/care';
import type { Db } from '../../db/client';
import { isMinorPatient, patientDisplayName } from '../patients';
import type { CareProvider } from './care-provider';
import {
  findQueueFirstPages,
  findQueueThreadsAfter,
  findQueueVisitsAfter,
  type QueueListRows,
  type QueueThreadRow,
  type QueueVisitRow,
} from './care-queue.repository';
import { isAwaitingPhotos } from './photo-requests.service';

const MINUTE_MS = 60_000;

const minutesSince = (at: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - at.getTime()) / MINUTE_MS));

/** Treatment in words from the visit's category id ("Skin", "Hair"). */
export function treatmentName(categoryId: number): string {
  const name = categoryNameForId(categoryId) ?? 'skin';
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function visitEntry(row: QueueVisitRow, now: Date): ReviewQueueVisit {
  const completedAt = new Date(row.completedAt);
  const newestPhotoAt = row.newestPhotoAt === null ? undefined : new Date(row.newestPhotoAt);
  return {
    visitUuid: row.uuid,
    patientName: patientDisplayName(row),
    patientState: row.state ?? '',
    treatment: treatmentName(row.treatmentCategory),
    completedAt: completedAt.toISOString(),
    waitingMinutes: minutesSince(completedAt, now),
    isMinor: isMinorPatient(row, now),
    isAwaitingPhotos: row.openRequestAt !== null && isAwaitingPhotos({ requestedAt: new Date(row.openRequestAt) }, newestPhotoAt),
  };
}

function threadEntry(row: QueueThreadRow, now: Date): WaitingThread {
  const waitingSince = new Date(row.waitingSince);
  const waitingMinutes = minutesSince(waitingSince, now);
  return {
    threadId: row.threadId,
    patientName: patientDisplayName(row),
    subject: row.subject,
    waitingSince: waitingSince.toISOString(),
    waitingMinutes,
    isOverdue: waitingMinutes > CARE_REPLY_OVERDUE_HOURS * 60,
    unreadCount: Number(row.unreadCount),
  };
}

/** A page from rows read one longer than it shows: the next page starts after its last entry. */
function pageOf<Row extends { cursor: string }, Entry>(list: QueueListRows<Row>, toEntry: (row: Row) => Entry) {
  const shown = list.rows.slice(0, QUEUE_PAGE_SIZE);
  return {
    items: shown.map(toEntry),
    total: list.total,
    nextCursor: list.rows.length > QUEUE_PAGE_SIZE ? (shown.at(-1)?.cursor ?? null) : null,
  };
}

/**
 * The provider's queue (ADR 117, 127): the first page of completed, undecided visits of patients in
 * their licensed states, oldest first, marked when more photos were asked for and none came yet;
 * and of the threads waiting for an answer, longest first, flagged past 48 hours; with how many
 * wait in each. One statement, whatever the queue's length or the visits ever decided.
 */
export async function reviewQueue(db: Db, provider: CareProvider, now: Date): Promise<ReviewQueue> {
  const { visits, threads } = await findQueueFirstPages(db, provider.staffId, QUEUE_PAGE_SIZE);
  return { visits: pageOf(visits, (row) => visitEntry(row, now)), threads: pageOf(threads, (row) => threadEntry(row, now)) };
}

/** The page of waiting visits after `after` (a cursor of an earlier page). */
export async function reviewQueueVisitsAfter(db: Db, provider: CareProvider, after: string, now: Date): Promise<ReviewQueueVisitsPage> {
  return pageOf(await findQueueVisitsAfter(db, provider.staffId, after, QUEUE_PAGE_SIZE), (row) => visitEntry(row, now));
}

/** The page of waiting threads after `after`. */
export async function waitingThreadsAfter(db: Db, provider: CareProvider, after: string, now: Date): Promise<WaitingThreadsPage> {
  return pageOf(await findQueueThreadsAfter(db, provider.staffId, after, QUEUE_PAGE_SIZE), (row) => threadEntry(row, now));
}
