// The journeys module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { flowCatalogueRoutes } from './flow-catalogue.routes';
export { journeysRoutes } from './journeys.routes';
export { readVisit, recordStep, resumePathOfOpenVisit, saveSkincareGoals, startOrResumeVisit } from './journeys.service';
export type { VisitDeps } from './journeys.service';
