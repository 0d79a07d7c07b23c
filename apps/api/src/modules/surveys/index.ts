// The surveys module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { adoptSessionDraft } from './session-drafts';
export { checkCompletion, surveyIdOfFlow, visitAnswerViews } from './survey-checks';
export type { SurveyLookup } from './survey-checks';
export { findFormulasOfPatient, findNewestCompletedSurvey, insertFormulas, replaceAnswers } from './surveys.repository';
export { surveyFlowRoutes, surveysRoutes } from './surveys.routes';
export { completeVisitSurvey, listFormulas, readNewestCompletedResponses, readRoutineAnswers, readVisitAnswers } from './surveys.service';
export { readVisitTranscript } from './visit-transcript.service';
