import { bigint, bigserial, check, customType, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AuditActorRole, AuditOutcome } from '@app/domain/audit';

/** A SHA-256 digest as PostgreSQL keeps it (`sha256()` answers bytea). */
const digest = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

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
    /**
     * The hash chain (ADR 133), set by the `audit_events_chain` trigger whatever the caller sends:
     * the row's chain, its place in it, and sha256(previous row's hash || this row).
     */
    chainId: smallint(),
    chainSeq: bigint({ mode: 'number' }),
    chainHash: digest(),
  },
  (table) => [
    index('audit_events_patient_idx').on(table.patientId, table.occurredAt),
    index('audit_events_actor_idx').on(table.actorRole, table.actorId, table.occurredAt),
    check('audit_events_actor_role_check', sql`${table.actorRole} in ('patient', 'provider', 'operator', 'admin', 'system')`),
    check('audit_events_outcome_check', sql`${table.outcome} in ('done', 'refused')`),
  ],
);

/**
 * The head of each hash chain (ADR 133): the last place taken and its hash. A transaction writing
 * audit rows holds one chain's head until it commits; others take a free chain (SKIP LOCKED), so
 * concurrent writers do not queue behind each other. Written only by the trigger (security definer).
 */
export const auditChains = pgTable('audit_chains', {
  chainId: smallint().primaryKey(),
  lastSeq: bigint({ mode: 'number' }).notNull().default(0),
  lastHash: digest().notNull(),
});

/**
 * Each chain's last row at a moment (the `audit-checkpoint` job), also written to the log: rows cut
 * off a chain's end, which the chain alone cannot show, are missed against a checkpoint.
 */
export const auditCheckpoints = pgTable(
  'audit_checkpoints',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    chainId: smallint().notNull(),
    chainSeq: bigint({ mode: 'number' }).notNull(),
    chainHash: digest().notNull(),
  },
  (table) => [index('audit_checkpoints_chain_idx').on(table.chainId, table.chainSeq)],
);

/** A broken link the verification found: where, and what is wrong there. */
export interface AuditBrokenLink {
  chainId: number | null;
  chainSeq: number | null;
  eventId: number | null;
  problem: 'unchained' | 'hash' | 'sequence' | 'checkpoint' | 'head';
}

/** One run of the chain's verification (`npm run audit:verify`, the job, the operator's request). */
export const auditVerifications = pgTable('audit_verifications', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  finishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  rowsChecked: bigint({ mode: 'number' }).notNull(),
  checkpointsChecked: integer().notNull(),
  /** The broken links in chain order, at most a page of them; empty when the trail is whole. */
  brokenLinks: jsonb().$type<AuditBrokenLink[]>().notNull(),
  requestedBy: text().notNull(),
});

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEventRow = typeof auditEvents.$inferInsert;
