import type { Page } from '@playwright/test';
import type { SurveyState } from '@app/domain/contracts/surveys';
import type { FlowId } from '@app/domain/flows/flow-definitions';
import type { SurveyAnswers } from '@app/domain/surveys/survey-answers';
import { typicalAnswers } from '@app/domain/surveys/typical-answers';
import { pageApi } from './fixtures';

/**
 * Completes a flow's survey through the API with an eligible patient's answers, for tests about
 * the steps after it (the survey screens have their own tests in surveys.spec.ts).
 */
export async function completeSurveyByApi(page: Page, flow: FlowId, overrides: SurveyAnswers = {}): Promise<SurveyState> {
  const state = await pageApi<{ data: SurveyState }>(page, 'GET', `/api/surveys/${flow}/quiz`);
  if (state.status !== 200) {
    throw new Error(`survey of ${flow}: ${state.status}`);
  }
  const { context, definition } = state.body.data;
  const answeredAt = new Date().toISOString();
  const responses = Object.entries(typicalAnswers(definition, overrides)).map(([question, answer]) => ({ question, answer, answeredAt }));
  const done = await pageApi<{ data: SurveyState }>(page, 'POST', `/api/surveys/${flow}/quiz/responses`, { context, responses, complete: true });
  if (done.status !== 200 || done.body.data.completedAt === null) {
    throw new Error(`completing the survey of ${flow}: ${done.status} ${JSON.stringify(done.body)}`);
  }
  return done.body.data;
}
