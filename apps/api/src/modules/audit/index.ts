// The audit module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { checkpointAuditChains, latestAuditVerification, verifyAuditTrail } from './audit-integrity.service';
export { auditPageOfPatient, patientEvent, recordAudit, SYSTEM_ACTOR } from './audit.service';
export type { AuditActor, AuditEntry } from './audit.service';
export { createGroupedAuditWriter } from './grouped-audit-writer';
export { requireReason } from './staff-change';
