// The visits module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { insertVisit, mergeVisitFacts } from './visits.repository';
export { addVisitListFact, findCurrentVisit, findNewestOpenVisitOfFlows, getOwnVisit, getVisitForCareTeam, isVisitUuid, listVisitsOfPatient, markVisitCompleted, mergeSessionBagFlags, openVisit, ownVisitOrNotFound, recordVisitEligibility, recordVisitStep, reportRequiredItems, reportVisitFact, reportVisitFactById, reportVisitListFact, resumePathOfVisit, setSkincareGoals, visitFactsOf, visitUuidsOf } from './visits.service';
