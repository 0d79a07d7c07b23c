import type { FastifyRequest } from 'fastify';

// What a route handler tells its surface's audit hook (surfaces/request-audit.ts, ADR 116). It
// lives below the modules, so their routes note what they touched without importing the surface
// that registers them (ADR 148).

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
  /** A more precise name than the route's, once the handler knows it (`subscription.skip`). */
  action?: string;
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
