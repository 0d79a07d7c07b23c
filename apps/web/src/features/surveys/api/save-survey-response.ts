import type { SurveyResponseInput, SurveyState } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { surveyPath, type SurveySource } from './survey-source';

/**
 * Saves one answer as soon as it is given (autosave): POST /api/visits/{uuid}/response, or for a
 * flow step POST /api/surveys/{flow}/quiz/responses with `complete: false` (merged on the server).
 */
export async function saveSurveyResponse(source: SurveySource, context: string, response: SurveyResponseInput): Promise<SurveyState> {
  const path = `${surveyPath(source)}/${source.kind === 'visit' ? 'response' : 'responses'}`;
  const body = source.kind === 'visit' ? { context, response } : { context, responses: [response], complete: false };
  return (await apiRequest<{ data: SurveyState }>('POST', path, body)).data;
}
