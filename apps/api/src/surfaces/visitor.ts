import { eligibilityRoutes } from '../modules/eligibility';
import { loginRoutes, signInLinkRoutes, createSignInLinkSealer, brandTransferRoutes, registrationRoutes, socialAuthRoutes } from '../modules/auth';
import { photoTypeRoutes } from '../modules/media';
import { guestRoutes } from '../modules/patients';
import { emailVerificationLinkRoutes } from '../modules/contact';
import { storefrontRoutes } from '../modules/storefront';
import { surveyFlowRoutes } from '../modules/surveys';
import { defineSurface } from './surface';
import { auditRequests } from './request-audit';
import type { SurfaceDeps } from './surface-deps';
import { eligibilityOf, emailOutboxOf, knownDevicesOf, signInLimitsOf } from '../wiring';

/**
 * The patient-facing routes a visitor uses before having an account (and a patient after):
 * eligibility, log-in (and the emailed sign-in link), registration, social sign-in, brand transfer, the surveys asked before the
 * account, the photo types, the email link, the VIP invite code, the basic patient and the shop (products and carts). A staff
 * session is refused. A signed-in patient's survey reads and answers and eligibility are audited
 * by the routes that name an `auditAction`; sign-in, registration, brand transfer and the email
 * link record themselves, since they change who is signed in (ADR 116).
 */
export const visitorSurface = defineSurface<SurfaceDeps>('visitor', async (app, deps) => {
  const { db, env, adapters } = deps;
  auditRequests(app, db, 'named');
  await app.register(eligibilityRoutes, { db, settings: eligibilityOf(deps) });
  // The patients' known-device cookies travel only to the log-in (ADR 134).
  const knownDevices = knownDevicesOf(deps, 'teleskin_device', '/auth/login');
  await app.register(loginRoutes, { db, knownDevices, loginLimits: signInLimitsOf(deps) });
  await app.register(signInLinkRoutes, {
    db,
    knownDevices,
    sealer: createSignInLinkSealer(deps.secret),
    outbox: emailOutboxOf(deps),
  });
  await app.register(registrationRoutes, {
    db,
    maxAttemptsPerAddress: env.REGISTER_MAX_ATTEMPTS_PER_ADDRESS,
    windowMinutes: env.LOGIN_WINDOW_MINUTES,
    unavailableStates: env.UNAVAILABLE_STATES,
    clock: adapters.clock,
  });
  await app.register(socialAuthRoutes, { db, providers: adapters.socialProviders, clock: adapters.clock });
  await app.register(brandTransferRoutes, {
    db,
    secret: deps.secret,
    emailSender: adapters.email,
    unavailableStates: env.UNAVAILABLE_STATES,
    maxAttemptsPerAddress: env.REGISTER_MAX_ATTEMPTS_PER_ADDRESS,
    windowMinutes: env.LOGIN_WINDOW_MINUTES,
  });
  await app.register(surveyFlowRoutes, { db, registry: deps.surveyRegistry });
  await app.register(photoTypeRoutes, { db });
  await app.register(emailVerificationLinkRoutes, { db });
  await app.register(guestRoutes, { db });
  await app.register(storefrontRoutes, {
    db,
    carts: adapters.storefrontCart,
    taxEstimator: adapters.taxEstimator,
    clock: adapters.clock,
    isSecureCookie: env.NODE_ENV === 'production',
  });
});
