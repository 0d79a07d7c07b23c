// The operations module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { auditIntegrityRoutes } from './audit-integrity.routes';
export { devEmailsRoutes } from './dev-emails.routes';
export type { OperationsDeps } from './operations-deps';
export { operatorConsoleRoutes } from './operator-console.routes';
export { operatorFixesRoutes } from './operator-fixes.routes';
export { finishPendingRefunds } from './operator-refunds.service';
