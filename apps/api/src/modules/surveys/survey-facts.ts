import { answerValues } from '@app/domain/surveys/survey-answers';
import type { Db } from '../../db/client';
import { findVisitSurveyRows } from './surveys.repository';

/** What a visit's view needs from its survey: whether it is completed and the answers so far. */
export interface VisitSurveyFacts {
  hasCompletedSurvey: boolean;
  responses: { question: { id: string }; value: string[] }[];
}

/**
 * Read by the visits service (which the surveys service builds on), so it lives outside
 * surveys.service.ts: importing that service from visits would close an import cycle.
 */
export async function readVisitSurveyFacts(db: Db, visitId: number): Promise<VisitSurveyFacts> {
  const [row] = await findVisitSurveyRows(db, visitId);
  if (!row) {
    return { hasCompletedSurvey: false, responses: [] };
  }
  return {
    hasCompletedSurvey: row.completedAt !== null,
    responses: Object.values(row.answers).map((entry) => ({ question: { id: entry.question }, value: answerValues(entry.answer) })),
  };
}
