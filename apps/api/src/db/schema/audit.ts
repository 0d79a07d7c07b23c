import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AuditActorRole, AuditOutcome } from '@app/domain/audit/audit-events';

/**
 * The audit trail (ADR 116): one row per read of a patient's health data and per change to an
 * account, subscription, prescription or payment, by anyone, refused attempts included. Rows are
 * only ever inserted: a trigger (migration 0016) refuses UPDATE, DELETE and TRUNCATE to every role.
 * `patient_id` and `actor_id` carry no foreign keys on purpose: the trail outlives what it names.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorRole: text().$type<AuditActorRole>().notNull(),
    /** The patient's or staff member's id; null for a system job. */
    actorId: integer(),
    /** What was done, e.g. `visit.read`, `subscription.skip`, `charge.refund`. */
    action: text().notNull(),
    patientId: integer(),
    /** Ids of what was touched (visit, subscription, charge…), never health data itself. */
    subject: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    outcome: text().$type<AuditOutcome>().notNull(),
    /** Why: the operator's stated reason, or the refusal's message. */
    reason: text(),
    ipAddress: text(),
  },
  (table) => [
    index('audit_events_patient_idx').on(table.patientId, table.occurredAt),
    index('audit_events_actor_idx').on(table.actorRole, table.actorId, table.occurredAt),
    check('audit_events_actor_role_check', sql`${table.actorRole} in ('patient', 'provider', 'operator', 'system')`),
    check('audit_events_outcome_check', sql`${table.outcome} in ('done', 'refused')`),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEventRow = typeof auditEvents.$inferInsert;
