import { careAvailabilityRoutes, carePortalRoutes, careTeamPhotoRoutes } from '../modules/care-team';
import { createCarePhotoLinkSigner } from '../modules/media';
import { defineSurface } from './surface';
import { auditRequests } from './request-audit';
import type { SurfaceDeps } from './surface-deps';
import { brandOriginsOf, emailOutboxOf } from '../wiring';

/** The provider portal's calls (ADR 117): a signed-in provider only; every request is audited. */
export const providerSurface = defineSurface<SurfaceDeps>('provider', async (app, deps) => {
  const { db, adapters } = deps;
  auditRequests(app, db, 'all');
  const careLinks = createCarePhotoLinkSigner(deps.secret);
  await app.register(careTeamPhotoRoutes, { db, storage: adapters.storage, careLinks });
  await app.register(careAvailabilityRoutes, { db, clock: adapters.clock });
  await app.register(carePortalRoutes, {
    db,
    clock: adapters.clock,
    storage: adapters.storage,
    registry: deps.surveyRegistry,
    careLinks,
    ...emailOutboxOf(deps),
    patientAppOrigin: brandOriginsOf(deps),
  });
});
