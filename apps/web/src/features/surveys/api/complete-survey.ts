import type { SurveyResponseInput, SurveyState } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { surveyPath, type SurveySource } from './survey-source';

/**
 * Completes the survey with every answer (001 §7.3 POST /api/visits/{uuid}/responses; for a flow
 * step `complete: true`). The server runs the completion checks and answers the new state.
 */
export async function completeSurvey(source: SurveySource, context: string, responses: SurveyResponseInput[]): Promise<SurveyState> {
  const body = source.kind === 'visit' ? { context, responses } : { context, responses, complete: true };
  return (await apiRequest<{ data: SurveyState }>('POST', `${surveyPath(source)}/responses`, body)).data;
}
