import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents, type AuditEventRow, type NewAuditEventRow } from '../../db/schema/index';

/**
 * Appends rows in one statement whatever their number: the rows travel as ONE json parameter and
 * PostgreSQL unpacks them (`jsonb_to_recordset`), so the SQL text is the same for one row or five
 * hundred (no per-row parameters for Drizzle to build on every grouped write, ADR 127); the id and
 * time take the columns' defaults.
 */
export async function insertAuditEvents(db: Db, rows: readonly Omit<NewAuditEventRow, 'id' | 'occurredAt'>[]): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const json = JSON.stringify(
    rows.map((row) => ({
      actor_role: row.actorRole,
      actor_id: row.actorId ?? null,
      action: row.action,
      patient_id: row.patientId ?? null,
      subject: row.subject ?? {},
      outcome: row.outcome,
      reason: row.reason ?? null,
      ip_address: row.ipAddress ?? null,
    })),
  );
  await db.execute(sql`insert into ${auditEvents} (actor_role, actor_id, action, patient_id, subject, outcome, reason, ip_address)
    select actor_role, actor_id, action, patient_id, subject, outcome, reason, ip_address
      from jsonb_to_recordset(${json}::jsonb) as r(actor_role text, actor_id integer, action text, patient_id integer,
        subject jsonb, outcome text, reason text, ip_address text)`);
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
