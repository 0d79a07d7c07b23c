import type { FlowId } from '@app/domain/flows';
import { FLOW_SURVEY_IDS, type AnswerValue, SURVEY_REGISTRY, surveyContext } from '@app/domain/surveys';
import type { TestClient, TestResponse } from '../test-client';

// Helpers for integration tests that need a survey answered. Not imported by the app.

/** Answers that complete each written survey without ineligibility or a redirect. */
export const VALID_SURVEY_ANSWERS: Readonly<Record<string, Record<string, AnswerValue>>> = {
  'skin-signup': {
    skin_type: 'combination',
    skin_concerns: ['wrinkles', 'dark_spots'],
    skin_goal: 'even_tone',
    past_treatments: ['none'],
    medical_conditions: ['none'],
    current_medications: 'no',
    allergies: 'no',
    sex_at_birth: 'male',
  },
  'hair-signup': {
    hair_loss_location: 'crown',
    hair_loss_duration: 'over_1_year',
    hair_loss_pattern: 'gradual',
    sex_at_birth: 'male',
    medical_conditions: ['none'],
    current_medications: 'no',
    allergies: 'no',
    hair_goal: 'keep_current_hair',
  },
  'new-treatment': { previous_formula: 'continue_to_checkout' },
  'one-time-rx-skin': {
    rx_concern: 'acne',
    rx_duration: 'over_1_year',
    past_treatments: ['none'],
    medical_conditions: ['none'],
    current_medications: 'no',
    allergies: 'no',
    sex_at_birth: 'male',
  },
  'medical-history-update': { is_information_accurate: 'accurate' },
};

/** The context of the flow's current survey version (`{group}-v{version}`). */
export function contextOfFlow(flow: FlowId): string {
  const definition = SURVEY_REGISTRY.findCurrent(FLOW_SURVEY_IDS[flow] ?? '');
  if (!definition) {
    throw new Error(`flow ${flow} asks no survey`);
  }
  return surveyContext(definition);
}

/** Responses as the browser sends them, answered a moment ago. */
export function toResponses(answers: Record<string, AnswerValue>, answeredAt = new Date().toISOString()) {
  return Object.entries(answers).map(([question, answer]) => ({ question, answer, answeredAt }));
}

/** The valid answers of the flow's survey, with `overrides` applied. */
export function validAnswersFor(flow: FlowId, overrides: Record<string, AnswerValue> = {}): Record<string, AnswerValue> {
  return { ...VALID_SURVEY_ANSWERS[FLOW_SURVEY_IDS[flow] ?? ''], ...overrides };
}

/** Completes the survey of one of the client's visits through the API, as the runner does. */
export async function completeVisitSurvey(
  client: TestClient,
  visit: { uuid: string; flow: FlowId },
  overrides: Record<string, AnswerValue> = {},
): Promise<TestResponse> {
  const response = await client.post(`/api/visits/${visit.uuid}/responses`, {
    context: contextOfFlow(visit.flow),
    responses: toResponses(validAnswersFor(visit.flow, overrides)),
  });
  if (response.status !== 200) {
    throw new Error(`survey completion failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response;
}
