import { staffAccessRoutes, staffAccountRoutes, staffPasskeyRoutes, staffPasskeySignInRoutes, staffSignInRoutes, staffSecretBox } from '../modules/staff';
import { defineSurface } from './surface';
import { auditRequests } from './request-audit';
import type { SurfaceDeps } from './surface-deps';
import { emailOutboxOf, knownDevicesOf, signInLimitsOf } from '../wiring';

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
  await app.register(staffAccessRoutes, { db, secrets: staffSecretBox(deps.secret), outbox: emailOutboxOf(deps), clock: deps.adapters.clock });
  await app.register(staffPasskeySignInRoutes, passkeyDepsOf(deps));
});

/** What the passkey routes need: the staff secrets (a code is asked to add one), the ticket key and the limits. */
function passkeyDepsOf(deps: SurfaceDeps) {
  const limits = signInLimitsOf(deps);
  return {
    db: deps.db,
    secrets: staffSecretBox(deps.secret),
    appSecret: deps.secret,
    clock: deps.adapters.clock,
    limits: { maxCodesPerAccount: deps.env.STAFF_TOTP_MAX_ATTEMPTS, windowMinutes: limits.windowMinutes, maxPerAddress: limits.maxPerAddress },
  };
}

/** What any signed-in staff member reaches: their own account. Every request is audited. */
export const staffSurface = defineSurface<SurfaceDeps>('staff', async (app, deps) => {
  auditRequests(app, deps.db, 'all');
  await app.register(staffAccountRoutes, { db: deps.db });
  await app.register(staffPasskeyRoutes, passkeyDepsOf(deps));
});
