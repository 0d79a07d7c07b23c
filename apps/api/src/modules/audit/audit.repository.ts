import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents, type AuditEventRow, type NewAuditEventRow } from '../../db/schema/index';

export async function insertAuditEvents(db: Db, rows: readonly NewAuditEventRow[]): Promise<void> {
  if (rows.length > 0) {
    await db.insert(auditEvents).values([...rows]);
  }
}

/** A patient's trail, newest first (the `audit_events_patient_idx` index). */
export async function findAuditEventsOfPatient(db: Db, patientId: number, limit: number): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.patientId, patientId))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(limit);
}

/** A page of a patient's trail, newest first: rows before `beforeId` (ids grow with time). */
export async function findAuditPageOfPatient(db: Db, patientId: number, page: { beforeId: number | undefined; limit: number }): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.patientId, patientId), page.beforeId === undefined ? undefined : lt(auditEvents.id, page.beforeId)))
    .orderBy(desc(auditEvents.id))
    .limit(page.limit);
}
