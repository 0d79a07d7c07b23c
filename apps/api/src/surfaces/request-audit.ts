import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { recordAudit } from '../modules/audit/audit.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The audit trail's name for what the route does (ADR 116), e.g. `visit.read`. */
    auditAction?: string;
  }
  interface FastifyRequest {
    /** What the handler learnt for the audit row: whose data it touched and which records. */
    auditNote: AuditNote | undefined;
  }
}

export interface AuditNote {
  patientId?: number;
  subject?: Record<string, string | number>;
  /** The reason a staff member gave for a change. */
  reason?: string;
  /**
   * The handler wrote the done change's audit rows itself, inside the change's transaction (they
   * stand or fall with it): the hook then writes a row only when the request is refused.
   */
  isRecordedInTransaction?: boolean;
}

/** Tells the request's audit row which patient and records the handler touched. */
export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  request.auditNote = { ...request.auditNote, ...note, subject: { ...request.auditNote?.subject, ...note.subject } };
}

/** Which requests of a surface leave a row: every one, or the changes and the reads a route names. */
export type AuditedRequests = 'all' | 'changes-and-named-reads';

const refusals = new WeakMap<FastifyRequest, string>();

/**
 * Writes one audit row per request of the surface, before the answer leaves (ADR 116): who (the
 * session's principal), what (the route's `auditAction`, else its method and path), which patient
 * (the patient's own, or what the handler noted), from which address, and whether it was done or
 * refused, with the refusal's message. A refused request rolled its transaction back; its row is
 * written apart, so the attempt stays on record. Anonymous requests are refused by the guard and
 * name nobody: they leave no row.
 */
export function auditRequests(app: FastifyInstance, db: Db, which: AuditedRequests): void {
  app.decorateRequest('auditNote', undefined);
  app.addHook('onError', async (request, _reply, error) => {
    refusals.set(request, error.message);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const principal = request.principal;
    const config = request.routeOptions.config;
    if (principal === undefined || (which !== 'all' && request.method === 'GET' && !config.auditAction)) {
      return payload;
    }
    const isRefused = reply.statusCode >= 400;
    const note = request.auditNote;
    if (!isRefused && note?.isRecordedInTransaction) {
      return payload;
    }
    await recordAudit(db, {
      actor: principal.role === 'patient' ? { role: 'patient', id: principal.patientId } : { role: principal.role, id: principal.staffId },
      action: config.auditAction ?? `${request.method} ${request.routeOptions.url ?? request.url}`,
      patientId: principal.role === 'patient' ? principal.patientId : note?.patientId,
      subject: note?.subject,
      outcome: isRefused ? 'refused' : 'done',
      reason: isRefused ? (refusals.get(request) ?? `HTTP ${reply.statusCode}`) : note?.reason,
      ipAddress: request.ip,
    });
    return payload;
  });
}
