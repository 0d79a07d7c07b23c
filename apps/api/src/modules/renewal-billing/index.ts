// The renewal-billing module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { renewalBillingRoutes } from './renewal-billing.routes';
export { billSubscription } from './renewal-billing.service';
export type { RenewalBillingDeps } from './renewal-billing.service';
