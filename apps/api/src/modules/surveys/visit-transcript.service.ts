import { deriveHealthHistory, describeAnswers, type HealthHistoryItem } from '@app/domain/surveys';
import type { Db } from '../../db/client';
import { toAnswerMap, type SurveyLookup } from './survey-checks';
import { findVisitSurveyRows } from './surveys.repository';

/** A visit's intake as a provider reads it: every answer, and the health history among them (ADR 117). */
export interface VisitTranscript {
  answers: HealthHistoryItem[];
  healthHistory: HealthHistoryItem[];
}

/** The visit's newest survey in words, by the definition version it was answered on (one statement). */
export async function readVisitTranscript(deps: { db: Db; registry: SurveyLookup }, visitId: number): Promise<VisitTranscript> {
  const [row] = await findVisitSurveyRows(deps.db, visitId);
  const definition = row ? deps.registry.find(row.surveyId, row.surveyVersion) : undefined;
  if (!row || !definition) {
    return { answers: [], healthHistory: [] };
  }
  const answers = toAnswerMap(row.answers);
  return { answers: describeAnswers(definition, answers), healthHistory: deriveHealthHistory(definition, answers) };
}
