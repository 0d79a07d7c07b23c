import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { visits, type ReportedVisitFacts, type SessionBag, type VisitRow } from '../../db/schema/index';
import type { EligibilityData } from '@app/domain/contracts';

export async function insertVisit(
  db: Db,
  values: {
    patientId: number;
    brandId: number;
    flow: string;
    treatmentCategory: number;
    eligibility: EligibilityData | null;
    sessionBag: SessionBag;
    facts?: ReportedVisitFacts;
  },
): Promise<VisitRow> {
  const [row] = await db.insert(visits).values(values).returning();
  if (!row) {
    throw new Error('visit insert returned no row');
  }
  return row;
}

/** Every visit route starts here: a prepared statement (ADR 076). */
export async function findVisitByUuid(db: Db, uuid: string): Promise<VisitRow | undefined> {
  const statement = prepared(db, 'visit_by_uuid', (d) => d.select().from(visits).where(eq(visits.uuid, sql.placeholder('uuid'))));
  const [row] = await statement.execute({ uuid });
  return row;
}

export async function findOpenVisit(db: Db, patientId: number, flow: string): Promise<VisitRow | undefined> {
  const [row] = await db
    .select()
    .from(visits)
    .where(and(eq(visits.patientId, patientId), eq(visits.flow, flow), isNull(visits.completedAt)))
    .orderBy(desc(visits.createdAt))
    .limit(1);
  return row;
}

/** The patient's newest unfinished visit of any of the flows. */
export async function findNewestOpenVisitOf(db: Db, patientId: number, flows: readonly string[]): Promise<VisitRow | undefined> {
  const [row] = await db
    .select()
    .from(visits)
    .where(and(eq(visits.patientId, patientId), inArray(visits.flow, [...flows]), isNull(visits.completedAt)))
    .orderBy(desc(visits.createdAt))
    .limit(1);
  return row;
}

export async function findVisitsOfPatient(db: Db, patientId: number): Promise<VisitRow[]> {
  return db.select().from(visits).where(eq(visits.patientId, patientId)).orderBy(desc(visits.createdAt));
}

/** Merges flags into the session bag in one statement, so parallel writers keep each other's. */
export async function mergeSessionBag(db: Db, id: number, flags: Partial<SessionBag>): Promise<void> {
  await db
    .update(visits)
    .set({ sessionBag: sql`${visits.sessionBag} || ${JSON.stringify(flags)}::jsonb`, updatedAt: new Date() })
    .where(eq(visits.id, id));
}

/** Adds a step to the recorded list once; concurrent calls cannot duplicate it. */
export async function appendRecordedStep(db: Db, id: number, step: string): Promise<void> {
  await db
    .update(visits)
    .set({
      completedSteps: sql`case when ${visits.completedSteps} ? ${step} then ${visits.completedSteps} else ${visits.completedSteps} || to_jsonb(${step}::text) end`,
      updatedAt: new Date(),
    })
    .where(eq(visits.id, id));
}

export async function markVisitCompleted(db: Db, id: number, at: Date): Promise<void> {
  await db.update(visits).set({ completedAt: at, updatedAt: at }).where(and(eq(visits.id, id), isNull(visits.completedAt)));
}

export async function updateVisitEligibility(db: Db, id: number, eligibility: EligibilityData | null): Promise<void> {
  await db.update(visits).set({ eligibility, updatedAt: new Date() }).where(eq(visits.id, id));
}

export async function updateSkincareGoals(db: Db, id: number, goals: string[]): Promise<void> {
  await db.update(visits).set({ skincareGoals: goals, updatedAt: new Date() }).where(eq(visits.id, id));
}

/** The patient's newest visit of a flow, finished or not. */
export async function findLatestVisit(db: Db, patientId: number, flow: string): Promise<VisitRow | undefined> {
  const [row] = await db
    .select()
    .from(visits)
    .where(and(eq(visits.patientId, patientId), eq(visits.flow, flow)))
    .orderBy(desc(visits.createdAt))
    .limit(1);
  return row;
}

/** Merges reported facts into the visit in one statement (parallel reports keep each other's); answers the merged facts. */
export async function mergeVisitFacts(db: Db, id: number, facts: ReportedVisitFacts): Promise<ReportedVisitFacts> {
  const [row] = await db
    .update(visits)
    .set({ facts: sql`${visits.facts} || ${JSON.stringify(facts)}::jsonb`, updatedAt: new Date() })
    .where(eq(visits.id, id))
    .returning({ facts: visits.facts });
  return row?.facts ?? facts;
}

/** The reported facts that are lists of names (the offers made and answered, ADR 108). */
export type ListVisitFact = 'offeredUpsells' | 'decidedUpsells';

/** Adds `value` to a list fact in one statement, once: concurrent adds of other values all stay. */
export async function addToVisitListFact(db: Db, id: number, fact: ListVisitFact, value: string): Promise<void> {
  await db.execute(sql`
    update ${visits}
    set facts = jsonb_set(${visits.facts}, ${`{${fact}}`}::text[], coalesce(${visits.facts} -> ${fact}, '[]'::jsonb) || to_jsonb(${value}::text)),
        updated_at = now()
    where ${visits.id} = ${id} and not coalesce(${visits.facts} -> ${fact}, '[]'::jsonb) ? ${value}`);
}

export async function findVisitUuids(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db.select({ id: visits.id, uuid: visits.uuid }).from(visits).where(inArray(visits.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.uuid]));
}
