// The tracking module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { createStoredAnalytics, ineligibleEvent } from './analytics';
export type { AnalyticsEvent, AnalyticsSink } from './analytics';
export { OPT_OUT_COOKIE, VISITOR_COOKIE } from './tracking-cookies';
export { trackingRoutes } from './tracking.routes';
export { attributeToPatient, track } from './tracking.service';
export type { TrackingContext } from './tracking.service';
