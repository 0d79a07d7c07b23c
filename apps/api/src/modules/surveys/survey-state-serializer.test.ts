import { describe, expect, it } from 'vitest';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { SurveyStateResponseSchema, PatientResponseSchema } from '@app/domain/contracts';
import { SURVEY_REGISTRY, type SurveyDefinition } from '@app/domain/surveys';
import { buildSurveyState } from './survey-checks';
import { surveyStateSerializerCompiler } from './survey-state-serializer';

const route = { schema: SurveyStateResponseSchema, method: 'POST', url: '/api/visits/:uuid/response' };

function stateOf(definition: SurveyDefinition, answer: string) {
  const stored = { skin_type: { question: 'skin_type', answer, answeredAt: '2026-11-01T10:00:00.000Z' } };
  return { data: buildSurveyState({ definition, context: 'skin-signup-v1', stored, completedAt: null, flow: 'skin-signup', patientAge: 36, nextPath: '/next' }) };
}

/** 'refused' when serializing throws the zod serializer's error, the JSON otherwise. */
function outcomeOf(serialize: (data: unknown) => string, payload: unknown): string {
  try {
    return serialize(payload);
  } catch (error) {
    return isResponseSerializationError(error) ? 'refused' : 'another error';
  }
}

describe('the survey state serializer', () => {
  const definition = SURVEY_REGISTRY.findCurrent('skin-signup')!;
  const zodSerialize = serializerCompiler(route);

  it('writes the same JSON as the zod serializer, byte for byte, before and after the definition is cached', () => {
    const serialize = surveyStateSerializerCompiler(route);
    for (const answer of ['oily', 'dry', 'combination']) {
      const payload = stateOf(definition, answer);
      expect(serialize(payload)).toBe(zodSerialize(payload));
    }
    // Text a string replacement would read as a pattern is written as it is.
    const priced = stateOf({ ...definition, title: 'Costs $20: $& $1 $$' }, 'oily');
    expect(serialize(priced)).toBe(zodSerialize(priced));
    expect(serialize(priced)).toContain('Costs $20: $& $1 $$');
  });

  it('still refuses a state that does not fit the schema', () => {
    const serialize = surveyStateSerializerCompiler(route);
    const payload = stateOf(definition, 'oily');
    expect(outcomeOf(serialize, { data: { ...payload.data, version: 'one' } })).toBe('refused');
    expect(outcomeOf(zodSerialize, { data: { ...payload.data, version: 'one' } })).toBe('refused');
  });

  it('still refuses a definition that does not fit the schema', () => {
    const serialize = surveyStateSerializerCompiler(route);
    const payload = stateOf(definition, 'oily');
    const broken = { ...definition, title: 42 } as unknown as SurveyDefinition;
    expect(outcomeOf(serialize, { data: { ...payload.data, definition: broken } })).toBe('refused');
  });

  it('leaves other response schemas to the zod serializer', () => {
    const other = { schema: PatientResponseSchema, method: 'GET', url: '/api/patient' };
    expect(outcomeOf(surveyStateSerializerCompiler(other), { data: { id: 1 } })).toBe('refused');
    expect(outcomeOf(serializerCompiler(other), { data: { id: 1 } })).toBe('refused');
  });
});
