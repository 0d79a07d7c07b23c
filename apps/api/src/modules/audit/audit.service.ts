import type { AuditActorRole, AuditOutcome } from '@app/domain/audit';
import type { Db } from '../../db/client';
import type { AuditEventRow } from '../../db/schema/index';
import { findAuditEventsOfPatient, findAuditPageOfPatient, insertAuditEvents } from './audit.repository';

/** Who did it: a patient or staff member by id, or a job of the system (no id). */
export interface AuditActor {
  role: AuditActorRole;
  id: number | null;
}

export const SYSTEM_ACTOR: AuditActor = { role: 'system', id: null };

/** One line of the trail (ADR 116). `subject` holds ids only, never health data or card data. */
export interface AuditEntry {
  actor: AuditActor;
  action: string;
  patientId?: number | null;
  subject?: Record<string, string | number>;
  outcome?: AuditOutcome;
  reason?: string | null;
  ipAddress?: string | null;
}

/** A patient's own action where no session names them yet or any more (sign-in, registration, a link from an email). */
export function patientEvent(patientId: number, action: string, ipAddress: string | null, more: Partial<AuditEntry> = {}): AuditEntry {
  return { actor: { role: 'patient', id: patientId }, action, patientId, ipAddress, ...more };
}

/** Longest reason kept: an operator's note or a refusal's message, not a document. */
const REASON_MAX_LENGTH = 500;

function rowOf(entry: AuditEntry) {
  return {
    actorRole: entry.actor.role,
    actorId: entry.actor.id,
    action: entry.action,
    patientId: entry.patientId ?? null,
    subject: entry.subject ?? {},
    outcome: entry.outcome ?? 'done',
    reason: entry.reason ? entry.reason.slice(0, REASON_MAX_LENGTH) : null,
    ipAddress: entry.ipAddress ?? null,
  } as const;
}

/**
 * Appends to the audit trail. Pass the change's transaction so the row stands or falls with the
 * change; a refused attempt is recorded on the plain connection after its transaction rolled back.
 */
export async function recordAudit(db: Db, ...entries: AuditEntry[]): Promise<void> {
  await insertAuditEvents(db, entries.map(rowOf));
}

/** The most rows the console shows at once. */
export const AUDIT_HISTORY_LIMIT = 500;

/** A patient's trail, newest first. */
export async function auditEventsOfPatient(db: Db, patientId: number, limit = AUDIT_HISTORY_LIMIT): Promise<AuditEventRow[]> {
  return findAuditEventsOfPatient(db, patientId, limit);
}

/**
 * A page of a patient's trail for the operator console (ADR 119), newest first: at most `limit`
 * rows (up to AUDIT_HISTORY_LIMIT) before `beforeId`, and the id to ask the next page before.
 */
export async function auditPageOfPatient(db: Db, patientId: number, page: { beforeId: number | undefined; limit: number }): Promise<{ rows: AuditEventRow[]; nextBeforeId: number | null }> {
  const limit = Math.min(page.limit, AUDIT_HISTORY_LIMIT);
  const rows = await findAuditPageOfPatient(db, patientId, { beforeId: page.beforeId, limit: limit + 1 });
  const shown = rows.slice(0, limit);
  return { rows: shown, nextBeforeId: rows.length > limit ? (shown.at(-1)?.id ?? null) : null };
}
