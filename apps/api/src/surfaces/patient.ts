import { accountSecurityRoutes, sessionPolicyOf } from '../modules/auth';
import { completionRoutes } from '../modules/completion';
import { guardiansRoutes } from '../modules/guardians';
import { legalNameRoutes, patientRoutes } from '../modules/patients';
import { photosRoutes } from '../modules/media';
import { promotionsRoutes } from '../modules/promotions';
import { selectionRoutes, upsellsRoutes } from '../modules/selection';
import { paymentsRoutes } from '../modules/payments';
import { checkoutRoutes, screenReferralOfPatient } from '../modules/checkout';
import { shopCheckoutRoutes } from '../modules/storefront';
import { ordersRoutes } from '../modules/orders';
import { renewalBillingRoutes } from '../modules/renewal-billing';
import { shipmentsRoutes } from '../modules/shipments';
import { careTeamRoutes } from '../modules/care-team';
import { resubscribeRoutes } from '../modules/resubscribe';
import { subscriptionsRoutes } from '../modules/subscriptions';
import { emailPreferencesRoutes, devEmailRoutes, emailVerificationRoutes, phoneNumberRoutes, createCodeHasher } from '../modules/contact';
import { schedulingRoutes } from '../modules/scheduling';
import { surveysRoutes } from '../modules/surveys';
import { journeysRoutes } from '../modules/journeys';
import { visitEligibilityRoutes, eligibilityRecheckRoutes } from '../modules/eligibility';
import { shippingAddressRoutes } from '../modules/shipping-address';
import { defineSurface } from './surface';
import { auditRequests } from './request-audit';
import { isDevelopment, type SurfaceDeps } from './surface-deps';
import { billingDeps, checkoutDeps, eligibilityOf, emailOutboxOf, paymentsDeps, selectionDeps as selectionDepsOf, smsOutboxOf } from '../wiring';

/**
 * Routes for the signed-in patient only: anonymous requests get 401, staff sessions 403. Every
 * change, every read of health data (the routes naming an `auditAction`) and every refused request
 * of a signed-in caller is audited (ADR 116).
 */
export const patientSurface = defineSurface<SurfaceDeps>('patient', async (app, deps) => {
  const { db, env, adapters, photoLinks } = deps;
  auditRequests(app, db, 'changes-and-named-reads');
  const emailDeps = { db, ...emailOutboxOf(deps), canAutoVerify: isDevelopment(env) };
  await app.register(patientRoutes);
  await app.register(legalNameRoutes, { db });
  await app.register(accountSecurityRoutes, { db, lifetime: sessionPolicyOf(env) });
  await app.register(journeysRoutes, { db, photoLinks, clock: adapters.clock });
  const eligibility = eligibilityOf(deps);
  await app.register(visitEligibilityRoutes, { db, settings: eligibility });
  await app.register(eligibilityRecheckRoutes, { db, settings: eligibility });
  await app.register(shippingAddressRoutes, { db, zipDirectory: adapters.zipDirectory, addressLookup: adapters.addressLookup });
  await app.register(completionRoutes, { db, photoLinks, clock: adapters.clock });
  await app.register(guardiansRoutes, { db });
  await app.register(promotionsRoutes, { db, clock: adapters.clock });
  const selectionDeps = selectionDepsOf(deps, deps.selectionSettings);
  await app.register(selectionRoutes, selectionDeps);
  await app.register(upsellsRoutes, selectionDeps);
  const onMethodStored = (patientId: number) => screenReferralOfPatient(db, patientId);
  await app.register(paymentsRoutes, { ...paymentsDeps(deps), env, onMethodStored });
  await app.register(checkoutRoutes, { ...checkoutDeps(deps, selectionDeps), zipDirectory: adapters.zipDirectory });
  await app.register(ordersRoutes, { db });
  await app.register(shopCheckoutRoutes, {
    db,
    carts: adapters.storefrontCart,
    taxEstimator: adapters.taxEstimator,
    clock: adapters.clock,
    checkout: checkoutDeps(deps, selectionDeps),
    zipDirectory: adapters.zipDirectory,
  });
  await app.register(renewalBillingRoutes, billingDeps(deps));
  await app.register(resubscribeRoutes, { ...selectionDeps, registry: deps.surveyRegistry });
  await app.register(subscriptionsRoutes, { db, clock: adapters.clock, taxEstimator: adapters.taxEstimator });
  await app.register(shipmentsRoutes, { db });
  await app.register(photosRoutes, { db, storage: adapters.storage, photoLinks });
  await app.register(careTeamRoutes, { db, photoLinks, clock: adapters.clock });
  await app.register(schedulingRoutes, { db, settings: { languageBrandIds: env.CONSULTATION_LANGUAGE_BRANDS } });
  await app.register(surveysRoutes, { db, registry: deps.surveyRegistry });
  await app.register(phoneNumberRoutes, { db, ...smsOutboxOf(deps), codes: createCodeHasher(deps.secret) });
  await app.register(emailVerificationRoutes, emailDeps);
  await app.register(emailPreferencesRoutes, { db, emailPreferences: adapters.emailPreferences });
  if (isDevelopment(env)) {
    await app.register(devEmailRoutes, emailDeps);
  }
});
