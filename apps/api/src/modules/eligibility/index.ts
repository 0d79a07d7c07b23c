// The eligibility module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { eligibilityRecheckRoutes } from './eligibility-recheck.routes';
export { shippingEligibilityOf } from './eligibility-recheck.service';
export { eligibilityRoutes } from './eligibility.routes';
export { assessEligibility, eligibilitySettingsOf } from './eligibility.service';
export type { EligibilitySettings } from './eligibility.service';
export { visitEligibilityRoutes } from './visit-eligibility.routes';
export { createBundledZipDirectory } from './zip-directory';
export type { ZipDirectory } from './zip-directory';
