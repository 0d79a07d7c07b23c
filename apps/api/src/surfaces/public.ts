import { brandsRoutes, DEMO_BRANDS } from '../modules/brands';
import { flashMessagesRoutes } from '../modules/flash-messages';
import { sessionRoutes } from '../modules/auth';
import { devOutboxRoutes } from '../modules/messaging';
import { devEmailsRoutes } from '../modules/operations';
import { devClockRoutes } from '../modules/clock';
import { oneTapRoutes } from '../modules/subscriptions';
import { unsubscribeRoutes } from '../modules/contact';
import { trackingRoutes } from '../modules/tracking';
import { estimatesRoutes } from '../modules/estimates';
import { flowCatalogueRoutes } from '../modules/journeys';
import { bundleRoutes } from '../modules/selection';
import { queueTimedWorkNow } from '../db/job-queue';
import { TIMED_WORK } from '../timed-work';
import { defineSurface } from './surface';
import { isDevelopment, type SurfaceDeps } from './surface-deps';
import { brandOriginsOf } from '../wiring';

/**
 * Routes for anyone, whoever is signed in: the brand and its legal pages, CSRF, log-out, flashes,
 * tracking, unsubscribe, and the read-only flows, visit types, recommendations, estimate and the
 * product-detail page's bundle.
 */
export const publicSurface = defineSurface<SurfaceDeps>('public', async (app, deps) => {
  const { db, env, adapters } = deps;
  await app.register(brandsRoutes);
  await app.register(sessionRoutes, { db });
  await app.register(flashMessagesRoutes);
  await app.register(trackingRoutes, { db, isSecureCookie: env.NODE_ENV === 'production', clock: adapters.clock });
  await app.register(unsubscribeRoutes, { db, emailPreferences: adapters.emailPreferences });
  await app.register(flowCatalogueRoutes);
  await app.register(estimatesRoutes, { db, clock: adapters.clock, taxEstimator: adapters.taxEstimator });
  await app.register(bundleRoutes, { db, clock: adapters.clock, settingsFor: deps.selectionSettings });
  await app.register(oneTapRoutes, { db, clock: adapters.clock });
  if (isDevelopment(env)) {
    await app.register(devOutboxRoutes, { db, webDistDir: env.WEB_DIST_DIR });
    await app.register(devEmailsRoutes, { db, brands: DEMO_BRANDS, originOf: brandOriginsOf(deps) });
    // The timed work that reads the app's date runs at once when the clock moves.
    const afterMove = async () => {
      for (const work of TIMED_WORK.filter((each) => 'followsDevClock' in each)) {
        await queueTimedWorkNow(db, work.task);
      }
    };
    await app.register(devClockRoutes, { db, clock: adapters.clock, afterMove });
  }
});
