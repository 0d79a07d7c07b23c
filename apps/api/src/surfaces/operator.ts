import { auditIntegrityRoutes, operatorConsoleRoutes, operatorFixesRoutes } from '../modules/operations';
import { defineSurface } from './surface';
import { auditRequests } from './request-audit';
import type { SurfaceDeps } from './surface-deps';
import { operationsDeps } from '../wiring';

/** The operator console's calls (ADR 119): a signed-in operator only; every request is audited. */
export const operatorSurface = defineSurface<SurfaceDeps>('operator', async (app, deps) => {
  auditRequests(app, deps.db, 'all');
  const operations = operationsDeps(deps);
  await app.register(operatorConsoleRoutes, operations);
  await app.register(operatorFixesRoutes, operations);
  await app.register(auditIntegrityRoutes, operations);
});
