import { staffAccountRoutes, staffSignInRoutes } from '../modules/staff/staff.routes';
import { defineSurface } from './surface';
import { auditRequests } from './request-audit';
import type { SurfaceDeps } from './surface-deps';
import { staffSecretBox } from '../modules/staff/staff-accounts.service';
import { createKnownDevices } from '../modules/auth/known-devices';
import { signInGuessScheduleOf } from '../modules/auth/sign-in-budgets';

/** The care team's sign-in: anyone but a signed-in patient (ADR 118). Each attempt is audited by the service. */
export const staffVisitorSurface = defineSurface<SurfaceDeps>('staff-visitor', async (app, deps) => {
  const { db, env } = deps;
  await app.register(staffSignInRoutes, {
    db,
    secrets: staffSecretBox(deps.secret),
    // The care team's known-device cookies travel only to their sign-in (ADR 134).
    knownDevices: { devices: createKnownDevices(deps.secret, 'teleskin_staff_device'), path: '/api/staff/sign-in', isSecureCookie: env.NODE_ENV === 'production' },
    limits: {
      maxPerAddress: env.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
      maxPerAccountAndAddress: env.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
      maxCodesPerAccount: env.STAFF_TOTP_MAX_ATTEMPTS,
      windowMinutes: env.LOGIN_WINDOW_MINUTES,
      accountGuesses: signInGuessScheduleOf(env),
    },
  });
});

/** What any signed-in staff member reaches: their own account. Every request is audited. */
export const staffSurface = defineSurface<SurfaceDeps>('staff', async (app, deps) => {
  auditRequests(app, deps.db, 'all');
  await app.register(staffAccountRoutes, { db: deps.db });
});
