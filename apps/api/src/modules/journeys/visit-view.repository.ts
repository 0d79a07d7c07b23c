import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowAsJson, rowFromJson } from '../../db/json-row';
import { prepared } from '../../db/prepared';
import { visits, type SurveyResponseRow, type VisitRow } from '../../db/schema/index';
import type { VisitPhotoSource } from '../media/photos.service';

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

function withParts(row: { visit: Record<string, unknown> } & Omit<VisitWithParts, 'visit'>): VisitWithParts {
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

/** A patient's visits, newest first, each with its parts: the same one statement for any number (ADR 127). */
export async function findVisitsWithPartsOfPatient(db: Db, patientId: number): Promise<VisitWithParts[]> {
  const statement = prepared(db, 'visits_with_parts_of_patient', (d) =>
    d.select(PARTS).from(visits).where(eq(visits.patientId, sql.placeholder('patientId'))).orderBy(desc(visits.createdAt), desc(visits.id)),
  );
  return (await statement.execute({ patientId })).map(withParts);
}

/** The order ids of a visit, oldest first (for a view built from a visit row already read). */
export async function findOrdersOfVisit(db: Db, visitId: number): Promise<{ id: number }[]> {
  const [row] = await db.select({ orders: ORDERS_OF_VISIT }).from(visits).where(eq(visits.id, visitId));
  return row?.orders ?? [];
}
