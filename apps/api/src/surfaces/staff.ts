import { staffAccountRoutes, staffSignInRoutes } from '../modules/staff/staff.routes';
import { defineSurface } from './surface';
import { auditRequests } from './request-audit';
import type { SurfaceDeps } from './surface-deps';
import { staffSecretBox } from '../modules/staff/staff-accounts.service';

/** The care team's sign-in: anyone but a signed-in patient (ADR 118). Each attempt is audited by the service. */
export const staffVisitorSurface = defineSurface<SurfaceDeps>('staff-visitor', async (app, deps) => {
  const { db, env } = deps;
  await app.register(staffSignInRoutes, {
    db,
    secrets: staffSecretBox(deps.secret),
    limits: {
      maxPerAddress: env.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
      maxPerAccountAndAddress: env.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
      maxCodesPerAccount: env.STAFF_TOTP_MAX_ATTEMPTS,
      windowMinutes: env.LOGIN_WINDOW_MINUTES,
    },
  });
});

/** What any signed-in staff member reaches: their own account. Every request is audited. */
export const staffSurface = defineSurface<SurfaceDeps>('staff', async (app, deps) => {
  auditRequests(app, deps.db, 'all');
  await app.register(staffAccountRoutes, { db: deps.db });
});
