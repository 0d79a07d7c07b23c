import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowAsJson, rowFromJson } from '../../db/json-row';
import { prepared } from '../../db/prepared';
import { visits, type SurveyResponseRow, type VisitRow } from '../../db/schema/index';
import type { VisitPhotoSource } from '../media';

/** A visit with what its view shows of the other modules' rows. */
export interface VisitWithParts {
  visit: VisitRow;
  /** Its live photos, oldest first (media's `findVisitPhotos`). */
  photos: VisitPhotoSource[];
  /** The answers of its newest survey row (surveys' `findVisitSurveyRows`), if any. */
  answers: SurveyResponseRow['answers'] | null;
  /** Its orders, oldest first (the orders module's rows; 000 §3 "orders (first has id)"). */
  orders: { id: number }[];
}

// Written out with table aliases: in a one-table select Drizzle leaves column names unqualified,
// which inside a subquery would name the subquery's own table.
const ORDERS_OF_VISIT = sql<{ id: number }[]>`coalesce((
  select json_agg(json_build_object('id', o.id) order by o.id) from orders o where o.visit_id = visits.id), '[]'::json)`;

/** What the view reads beside the visit row: one json column each, so a read is one statement. */
const PARTS = {
  // One json column rather than fourteen (db/json-row.ts).
  visit: sql<Record<string, unknown>>`${rowAsJson(visits)}`,
  photos: sql<VisitPhotoSource[]>`coalesce((
    select json_agg(json_build_object('id', p.id, 'patientId', p.patient_id, 'perspective', p.perspective,
      'treatmentCategory', p.treatment_category) order by p.created_at, p.id)
    from photos p where p.visit_id = visits.id and p.deleted_at is null), '[]'::json)`,
  answers: sql<SurveyResponseRow['answers'] | null>`(
    select s.answers from survey_responses s where s.visit_id = visits.id order by s.updated_at desc, s.id desc limit 1)`,
  orders: ORDERS_OF_VISIT,
};

/**
 * What became of a sent visit, as json (timestamps as Postgres writes them): the decision's time,
 * what it prescribed and declined with each provider's name, the open request for photos that no
 * photo answered yet (as `isAwaitingPhotos` holds it), and the first order's parcel. The care-team
 * and orders modules write these rows; this read only composes them (issue 29 item 1).
 */
export interface VisitReviewJson {
  decidedAt: string | null;
  prescriptions: { id: number; itemName: string; ingredients: { name: string; strength: string }[]; providerName: string; status: 'active' | 'declined'; declineReason: string | null; prescribedAt: string }[];
  photoRequest: { note: string; requestedAt: string } | null;
  shipment: { status: 'pending' | 'submitted' | 'shipped' | 'delivered'; trackingNumber: string | null; shippedAt: string | null; deliveredAt: string | null } | null;
}

const REVIEW_OF_VISIT = sql<VisitReviewJson | null>`case when visits.completed_at is null then null else json_build_object(
  'decidedAt', (select vr.decided_at from visit_reviews vr where vr.visit_id = visits.id),
  'prescriptions', coalesce((
    select json_agg(json_build_object('id', rx.id, 'itemName', rx.item_name, 'ingredients', rx.ingredients, 'providerName', pv.name,
      'status', rx.status, 'declineReason', rx.decline_reason, 'prescribedAt', rx.prescribed_at) order by rx.id)
    from prescriptions rx join providers pv on pv.id = rx.provider_id where rx.visit_id = visits.id), '[]'::json),
  'photoRequest', (
    select json_build_object('note', pq.note, 'requestedAt', pq.requested_at) from photo_requests pq
    where pq.visit_id = visits.id and pq.answered_at is null and not exists (
      select 1 from photos p where p.visit_id = visits.id and p.deleted_at is null and p.created_at > pq.requested_at)),
  'shipment', (
    select json_build_object('status', sh.status, 'trackingNumber', sh.tracking_number, 'shippedAt', sh.shipped_at, 'deliveredAt', sh.delivered_at)
    from orders o join shipments sh on sh.order_id = o.id where o.visit_id = visits.id order by o.id limit 1)) end`;

/** The list's parts: the view's, and what became of each sent visit (the dashboard's read). */
const LIST_PARTS = { ...PARTS, review: REVIEW_OF_VISIT };

function withParts<Row extends { visit: Record<string, unknown> }>(row: Row): Omit<Row, 'visit'> & { visit: VisitRow } {
  return { ...row, visit: rowFromJson(visits, row.visit) };
}

/**
 * A visit by uuid with its photos and answers in ONE statement: the visit view is the hottest
 * read after the session, and each statement costs a round trip (ADR 076). Read-only composition
 * of rows that media and surveys own and write; it keeps their rules (live photos oldest first,
 * the newest survey row), which `visit-view-queries.int.test.ts` holds against their own reads.
 */
export async function findVisitWithParts(db: Db, uuid: string): Promise<VisitWithParts | undefined> {
  const statement = prepared(db, 'visit_with_parts', (d) => d.select(PARTS).from(visits).where(eq(visits.uuid, sql.placeholder('uuid'))));
  const [row] = await statement.execute({ uuid });
  return row && withParts(row);
}

/**
 * A patient's visits, newest first, each with its parts and what became of it once sent: the same
 * one statement for any number (ADR 127).
 */
export async function findVisitsWithPartsOfPatient(db: Db, patientId: number): Promise<(VisitWithParts & { review: VisitReviewJson | null })[]> {
  const statement = prepared(db, 'visits_with_parts_of_patient', (d) =>
    d.select(LIST_PARTS).from(visits).where(eq(visits.patientId, sql.placeholder('patientId'))).orderBy(desc(visits.createdAt), desc(visits.id)),
  );
  return (await statement.execute({ patientId })).map(withParts);
}

/** The order ids of a visit, oldest first (for a view built from a visit row already read). */
export async function findOrdersOfVisit(db: Db, visitId: number): Promise<{ id: number }[]> {
  const [row] = await db.select({ orders: ORDERS_OF_VISIT }).from(visits).where(eq(visits.id, visitId));
  return row?.orders ?? [];
}
