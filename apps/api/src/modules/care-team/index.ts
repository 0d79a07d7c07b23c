// The care-team module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { recordPastDecision } from './care-decisions.service';
export { findThreadSummaries, insertMessage, insertThread } from './care-messages.repository';
export { listCareThreads, startCareThread } from './care-messages.service';
export { careAvailabilityRoutes } from './care-availability.routes';
export { carePortalRoutes } from './care-portal.routes';
export { careTeamPhotoRoutes } from './care-team-photos.routes';
export { MESSAGE_PROVIDER_PATH } from './care-team-replies.service';
export { careTeamRoutes } from './care-team.routes';
export { findPrescriptionsOfPatient } from './prescriptions.repository';
export { recordPrescription } from './prescriptions.service';
