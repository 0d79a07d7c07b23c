import { auditIntegrityRoutes } from '../modules/operations/audit-integrity.routes';
import { operatorConsoleRoutes } from '../modules/operations/operator-console.routes';
import { operatorFixesRoutes } from '../modules/operations/operator-fixes.routes';
import { createMessageSealer } from '../modules/messaging/message-sealer';
import type { OperationsDeps } from '../modules/operations/operations-deps';
import { defineSurface } from './surface';
import { auditRequests } from './request-audit';
import type { SurfaceDeps } from './surface-deps';

/** The operator console's calls (ADR 119): a signed-in operator only; every request is audited. */
export const operatorSurface = defineSurface<SurfaceDeps>('operator', async (app, deps) => {
  const { db, adapters } = deps;
  auditRequests(app, db, 'all');
  const operations: OperationsDeps = {
    db,
    clock: adapters.clock,
    processors: adapters.payments,
    taxEstimator: adapters.taxEstimator,
    zipDirectory: adapters.zipDirectory,
    sms: adapters.sms,
    email: adapters.email,
    sealer: createMessageSealer(deps.secret),
  };
  await app.register(operatorConsoleRoutes, operations);
  await app.register(operatorFixesRoutes, operations);
  await app.register(auditIntegrityRoutes, operations);
});
