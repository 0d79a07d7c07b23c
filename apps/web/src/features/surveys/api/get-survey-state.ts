import type { SurveyState } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { surveyPath, type SurveySource } from './survey-source';

/** GET /api/visits/{uuid}/survey or GET /api/surveys/{flow}/quiz: definition, saved answers, outcome. */
export async function getSurveyState(source: SurveySource): Promise<SurveyState> {
  const path = source.kind === 'visit' ? `${surveyPath(source)}/survey` : surveyPath(source);
  return (await apiRequest<{ data: SurveyState }>('GET', path)).data;
}
