import { adminCardCopyRoutes, adminOffersRoutes, adminPricesRoutes, adminPromotionsRoutes, adminStaffRoutes } from '../modules/back-office';
import { staffSecretBox } from '../modules/staff';
import { emailOutboxOf } from '../wiring';
import { defineSurface } from './surface';
import { auditRequests } from './request-audit';
import type { SurfaceDeps } from './surface-deps';

/** The admin console's calls (ADR 158): a signed-in admin only; every request is audited. */
export const adminSurface = defineSurface<SurfaceDeps>('admin', async (app, deps) => {
  auditRequests(app, deps.db, 'all');
  const backOffice = { db: deps.db, clock: deps.adapters.clock };
  await app.register(adminPromotionsRoutes, backOffice);
  await app.register(adminPricesRoutes, backOffice);
  await app.register(adminCardCopyRoutes, backOffice);
  await app.register(adminStaffRoutes, { ...backOffice, secrets: staffSecretBox(deps.secret), outbox: emailOutboxOf(deps) });
  await app.register(adminOffersRoutes, { ...backOffice, settingsFor: deps.selectionSettings, taxEstimator: deps.adapters.taxEstimator });
});
