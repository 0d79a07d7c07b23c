import { staffAccountRoutes, staffSignInRoutes, staffSecretBox } from '../modules/staff';
import { defineSurface } from './surface';
import { auditRequests } from './request-audit';
import type { SurfaceDeps } from './surface-deps';
import { knownDevicesOf, signInLimitsOf } from '../wiring';

/** The care team's sign-in: anyone but a signed-in patient (ADR 118). Each attempt is audited by the service. */
export const staffVisitorSurface = defineSurface<SurfaceDeps>('staff-visitor', async (app, deps) => {
  const { db, env } = deps;
  await app.register(staffSignInRoutes, {
    db,
    secrets: staffSecretBox(deps.secret),
    // The care team's known-device cookies travel only to their sign-in (ADR 134).
    knownDevices: knownDevicesOf(deps, 'teleskin_staff_device', '/api/staff/sign-in'),
    limits: { ...signInLimitsOf(deps), maxCodesPerAccount: env.STAFF_TOTP_MAX_ATTEMPTS },
  });
});

/** What any signed-in staff member reaches: their own account. Every request is audited. */
export const staffSurface = defineSurface<SurfaceDeps>('staff', async (app, deps) => {
  auditRequests(app, deps.db, 'all');
  await app.register(staffAccountRoutes, { db: deps.db });
});
