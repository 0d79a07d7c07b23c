import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { SurveyStateResponseSchema, SurveyStateSchema } from '@app/domain/contracts';
import { SurveyDefinitionSchema } from '@app/domain/surveys';

/** The survey state with its definition passed through as is (extend keeps the key's place). */
const StateAroundDefinitionSchema = z.object({ data: SurveyStateSchema.extend({ definition: z.unknown() }) });

/** Each definition object's JSON as the response schema encodes it, once: definitions never change. */
const definitionsJson = new WeakMap<object, string>();

/** Stands in the state for its definition until the JSON is written: a string no request can know. */
const DEFINITION_SLOT = `survey-definition-${randomUUID()}`;

function definitionJsonOf(definition: object, route: { method: string; url: string }): string {
  let json = definitionsJson.get(definition);
  if (json === undefined) {
    const result = z.safeEncode(SurveyDefinitionSchema, definition as z.output<typeof SurveyDefinitionSchema>);
    if (!result.success) {
      throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    }
    json = JSON.stringify(result.data);
    definitionsJson.set(definition, json);
  }
  return json;
}

/**
 * The response serializer of the routes that answer a survey state: the same JSON, byte for byte,
 * as the zod serializer's, but the survey definition (about 9 KB of the 11 KB an autosave answers,
 * and 85% of its encoding time) is checked, encoded and written to JSON once per definition, not
 * on every answer (ADR 076). Definitions are the registry's constants, never changed after start-up.
 */
export const surveyStateSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  if (route.schema !== SurveyStateResponseSchema) {
    return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  }
  return (payload: { data: { definition: object } }) => {
    const state = z.safeEncode(StateAroundDefinitionSchema, payload as z.output<typeof StateAroundDefinitionSchema>);
    if (!state.success) {
      throw new ResponseSerializationError(route.method, route.url, { cause: state.error });
    }
    const definitionJson = definitionJsonOf(payload.data.definition, route);
    state.data.data.definition = DEFINITION_SLOT;
    // The definition's key comes before any answer, so the first match is its slot; a function
    // inserts the JSON as it is (a replacement string would read `$&` in it as a pattern).
    return JSON.stringify(state.data).replace(`"${DEFINITION_SLOT}"`, () => definitionJson);
  };
};
