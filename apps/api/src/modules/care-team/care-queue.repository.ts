import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { QUEUE_COUNT_LIMIT } from '@app/domain/care';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { awaitingReview, careMessages, careThreads, patients, photoRequests, photos, providerLicences, staffMembers, visits } from '../../db/schema/index';

/** A visit waiting for a decision, as the queue lists it. */
export interface QueueVisitRow {
  uuid: string;
  treatmentCategory: number;
  completedAt: string;
  firstname: string | null;
  lastname: string | null;
  state: string | null;
  dateOfBirth: string | null;
  /** When the open request for more photos was made, if one is open. */
  openRequestAt: string | null;
  /** The visit's newest live photo. */
  newestPhotoAt: string | null;
  cursor: string;
}

/** A thread waiting for an answer, as the queue lists it. */
export interface QueueThreadRow {
  threadId: number;
  subject: string;
  waitingSince: string;
  firstname: string | null;
  lastname: string | null;
  unreadCount: number;
  cursor: string;
}

/** A page read one entry longer than it shows: the extra entry says there is a next page. */
export interface QueueListRows<Row> {
  rows: Row[];
  total: number;
}

// The provider's queue (ADR 117, 127) in one statement per call, read-only across the tables the
// visits, patients, media and care-team modules write: each list walks its own partial index
// (`visits_awaiting_review_idx`, `care_threads_waiting_idx`) from the cursor on, so its work is
// the page and the waiting entries, never the visits already decided or the threads answered.
// The provider's states come from their licences in the same statement; a waiting visit's patient
// state is the copy the visit carries (ADR 129), so the visits' walk never leaves its index.

const v = alias(visits, 'v');
const p = alias(patients, 'p');
const t = alias(careThreads, 't');
const licensed = sql`${p.state} in (select ${providerLicences.state} from ${providerLicences} where ${providerLicences.providerId} = ${staffMembers.providerId})`;
/** The provider's licensed states, read once per statement as one array. */
const licensedStates = sql`array(select ${providerLicences.state} from ${providerLicences} where ${providerLicences.providerId} = ${staffMembers.providerId})`;
/**
 * A waiting visit of a patient in one of those states, checked on the state the visit carries
 * (ADR 129) inside `visits_awaiting_review_idx`: the walk never leaves the index to look a patient up.
 */
const visitLicensed = sql`${v.patientState} = any (${licensedStates})`;
/** A position as `<microseconds since 1970>.<id>` (`care/queue-pages.ts`): exact, unlike milliseconds. */
const cursorOf = (at: SQL, id: SQL) => sql`((extract(epoch from ${at}) * 1000000)::bigint)::text || '.' || ${id}::text`;
/** After the cursor `$after` in (time, id) order: the index's own order, so the walk starts there. */
const afterCursor = (at: SQL, id: SQL) =>
  sql`and (${at}, ${id}) > (timestamptz 'epoch' + split_part(${sql.placeholder('after')}::text, '.', 1)::bigint * interval '1 microsecond',
    split_part(${sql.placeholder('after')}::text, '.', 2)::int)`;

function visitsPage(limit: number, after?: SQL): SQL {
  return sql`(select coalesce(json_agg(page order by page."completedAt", page.id), '[]'::json) from (
    select ${v.id} as id, ${v.uuid} as uuid, ${v.treatmentCategory} as "treatmentCategory", ${v.completedAt} as "completedAt",
      ${p.firstname} as firstname, ${p.lastname} as lastname, ${p.state} as state, ${p.dateOfBirth} as "dateOfBirth",
      (select ${photoRequests.requestedAt} from ${photoRequests}
        where ${photoRequests.visitId} = ${v.id} and ${photoRequests.answeredAt} is null) as "openRequestAt",
      (select max(${photos.createdAt}) from ${photos} where ${photos.visitId} = ${v.id} and ${photos.deletedAt} is null) as "newestPhotoAt",
      ${cursorOf(sql`${v.completedAt}`, sql`${v.id}`)} as cursor
    from ${visits} ${v} join ${patients} ${p} on ${p.id} = ${v.patientId}
    where ${awaitingReview(v)} and ${visitLicensed} ${after ?? sql``}
    order by ${v.completedAt}, ${v.id} limit ${sql.raw(String(limit + 1))}) page)`;
}

/**
 * Whether the provider is licensed in the patient's state, looked up per waiting entry: a count
 * walks the waiting entries alone, never all patients. The patient's state is a scalar subquery
 * (a semi-join would let the planner walk every patient) compared with the licences as one array,
 * read once per statement: the lookup then runs once per entry, not again for a hash join.
 */
const licensedState = (patientId: SQL) => sql`(select ${patients.state} from ${patients} where ${patients.id} = ${patientId}) = any (${licensedStates})`;

/** A count that stops at QUEUE_COUNT_LIMIT: its work is bounded too, whatever the backlog. */
const cappedCount = (entries: SQL) => sql`(select count(*)::int from (${entries} limit ${sql.raw(String(QUEUE_COUNT_LIMIT))}) counted)`;

const visitsTotal = cappedCount(sql`select 1 from ${visits} ${v} where ${awaitingReview(v)} and ${visitLicensed}`);

function threadsPage(limit: number, after?: SQL): SQL {
  return sql`(select coalesce(json_agg(page order by page."waitingSince", page."threadId"), '[]'::json) from (
    select ${t.id} as "threadId", ${t.subject} as subject, ${t.waitingSince} as "waitingSince",
      ${p.firstname} as firstname, ${p.lastname} as lastname,
      (select count(*) from ${careMessages}
        where ${careMessages.threadId} = ${t.id} and ${careMessages.createdAt} >= ${t.waitingSince}
          and ${careMessages.senderRole} = 'patient' and ${careMessages.readAt} is null) as "unreadCount",
      ${cursorOf(sql`${t.waitingSince}`, sql`${t.id}`)} as cursor
    from ${careThreads} ${t} join ${patients} ${p} on ${p.id} = ${t.patientId}
    where ${t.waitingSince} is not null and ${licensed} ${after ?? sql``}
    order by ${t.waitingSince}, ${t.id} limit ${sql.raw(String(limit + 1))}) page)`;
}

const threadsTotal = cappedCount(sql`select 1 from ${careThreads} ${t} where ${t.waitingSince} is not null and ${licensedState(sql`${t.patientId}`)}`);

type QueueSelection = Record<string, SQL>;

/** Runs a named statement of the queue for the provider behind `staffId`. */
async function readQueue<Fields extends QueueSelection>(db: Db, name: string, fields: Fields, values: { staffId: number; after?: string }) {
  // Each field nested once more: Drizzle writes a one-table select's own column chunks without
  // their table, which inside these subqueries would be ambiguous.
  const nested = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, sql`${field}`]));
  const statement = prepared(db, name, (d) => d.select(nested).from(staffMembers).where(eq(staffMembers.id, sql.placeholder('staffId'))));
  const [row] = (await statement.execute(values)) as Record<keyof Fields, unknown>[];
  return row;
}

/** The first page of each list and how many wait in each. */
export async function findQueueFirstPages(db: Db, staffId: number, limit: number) {
  const row = await readQueue(
    db,
    `care_queue_first_pages_${limit}`,
    { visits: visitsPage(limit), visitsTotal, threads: threadsPage(limit), threadsTotal },
    { staffId },
  );
  return {
    visits: { rows: (row?.visits ?? []) as QueueVisitRow[], total: (row?.visitsTotal ?? 0) as number },
    threads: { rows: (row?.threads ?? []) as QueueThreadRow[], total: (row?.threadsTotal ?? 0) as number },
  };
}

/** The page of visits after `after`, and how many wait in all. */
export async function findQueueVisitsAfter(db: Db, staffId: number, after: string, limit: number): Promise<QueueListRows<QueueVisitRow>> {
  const fields = { rows: visitsPage(limit, afterCursor(sql`${v.completedAt}`, sql`${v.id}`)), total: visitsTotal };
  const row = await readQueue(db, `care_queue_visits_after_${limit}`, fields, { staffId, after });
  return { rows: (row?.rows ?? []) as QueueVisitRow[], total: (row?.total ?? 0) as number };
}

/** The page of threads after `after`, and how many wait in all. */
export async function findQueueThreadsAfter(db: Db, staffId: number, after: string, limit: number): Promise<QueueListRows<QueueThreadRow>> {
  const fields = { rows: threadsPage(limit, afterCursor(sql`${t.waitingSince}`, sql`${t.id}`)), total: threadsTotal };
  const row = await readQueue(db, `care_queue_threads_after_${limit}`, fields, { staffId, after });
  return { rows: (row?.rows ?? []) as QueueThreadRow[], total: (row?.total ?? 0) as number };
}
