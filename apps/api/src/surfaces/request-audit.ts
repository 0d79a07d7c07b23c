import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { createGroupedAuditWriter } from '../modules/audit';
import { actorOfPrincipal } from '../modules/auth';
import { idsOfParams, refusalReasonOf } from './audit-reason';

/**
 * Which requests of a surface leave a row: every one; the changes, the reads a route names
 * (`auditAction`) and any refused request; or only the routes that name themselves.
 */
export type AuditedRequests = 'all' | 'changes-and-named-reads' | 'named';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

function isAudited(request: FastifyRequest, which: AuditedRequests, isRefused: boolean): boolean {
  if (which === 'all' || request.routeOptions.config.auditAction !== undefined) {
    return true;
  }
  // A refused read is an attempt (another patient's ids, a staff session): on record, at no cost to the reads that pass.
  return which === 'changes-and-named-reads' && (!isRead(request.method) || isRefused);
}

const refusals = new WeakMap<FastifyRequest, string>();

/**
 * Writes one audit row per audited request of the surface, before the answer leaves (ADR 116):
 * who (the session's principal), what (the handler's noted action, the route's `auditAction`, else
 * its method and path), which patient (the patient's own, or what the handler noted), which records
 * (the route's id-shaped parameters and what the handler noted), from which address, and whether it
 * was done or refused, with the refusal's catalogue message or code. A refused request rolled its
 * transaction back; its row is written apart, on the pool, so the attempt stays on record. Rows of
 * requests answered at the same moment share one INSERT (`grouped-audit-writer.ts`).
 * Anonymous requests name nobody: they leave no row.
 */
export function auditRequests(app: FastifyInstance, db: Db, which: AuditedRequests): void {
  const write = createGroupedAuditWriter(db);
  app.decorateRequest('auditNote', undefined);
  app.addHook('onError', async (request, _reply, error) => {
    refusals.set(request, refusalReasonOf(error));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const principal = request.principal;
    const isRefused = reply.statusCode >= 400;
    if (principal === undefined || !isAudited(request, which, isRefused)) {
      return payload;
    }
    const note = request.auditNote;
    if (!isRefused && note?.isRecordedInTransaction) {
      return payload;
    }
    await write({
      actor: actorOfPrincipal(principal),
      action: note?.action ?? request.routeOptions.config.auditAction ?? `${request.method} ${request.routeOptions.url ?? request.url}`,
      patientId: principal.role === 'patient' ? principal.patientId : note?.patientId,
      subject: { ...idsOfParams(request.params), ...note?.subject },
      outcome: isRefused ? 'refused' : 'done',
      reason: isRefused ? (refusals.get(request) ?? `HTTP ${reply.statusCode}`) : note?.reason,
      ipAddress: request.ip,
    });
    return payload;
  });
}
