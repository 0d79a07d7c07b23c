import fc from 'fast-check';
import { z } from 'zod';
import { NASTY_STRINGS, nastyValue, withControlCharacter } from './nasty-values';

/** The part of JSON Schema that zod 4's `z.toJSONSchema` writes for our route schemas. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/**
 * A route schema as JSON Schema: fastify-type-provider-zod routes hold zod schemas, which zod
 * describes as their input (what a client sends, before defaults and coercion).
 */
export function toJsonSchema(schema: unknown): JsonSchema {
  const isZod = typeof schema === 'object' && schema !== null && '_zod' in schema;
  if (!isZod) {
    return (schema ?? {}) as JsonSchema;
  }
  return z.toJSONSchema(schema as z.ZodType, {
    io: 'input',
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
}

/** Known good values by field name (the fuzzing patient's own ids, the app's survey contexts…), so runs get past the first check. */
export type FieldHints = Readonly<Record<string, readonly unknown[]>>;

const MAX_GENERATED_ITEMS = 4;
const SHORT_TEXT = 40;

function fitLength(text: string, schema: JsonSchema): string {
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const padded =
    text.length < (schema.minLength ?? 0) ? text.padEnd(schema.minLength ?? 0, 'a') : text;
  return padded.slice(0, max);
}

function textArb(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc
      .date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2100-01-01') })
      .map((date) => date.toISOString());
  }
  if (schema.pattern !== undefined) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length <= (schema.maxLength ?? Infinity));
  }
  const maxLength = Math.min(schema.maxLength ?? SHORT_TEXT, SHORT_TEXT);
  const arbitraries: fc.WeightedArbitrary<string>[] = [
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength }) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  ];
  if (schema.maxLength !== undefined) {
    arbitraries.push({ weight: 1, arbitrary: fc.constant('\u00e9'.repeat(schema.maxLength)) });
  }
  return fc.oneof(...arbitraries).map((text) => fitLength(text, schema));
}

function integerArb(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(
    schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + 1
      : (schema.minimum ?? -(2 ** 31)),
    Number.MIN_SAFE_INTEGER,
  );
  const max = Math.min(
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - 1
      : (schema.maximum ?? 2 ** 31),
    Number.MAX_SAFE_INTEGER,
  );
  return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
}

/** Whether a value fits a schema, as far as a hint needs checking (types, enums, lengths, alternatives). */
function fits(schema: JsonSchema, value: unknown): boolean {
  if (schema.const !== undefined || schema.enum !== undefined) {
    return [...(schema.enum ?? []), schema.const].includes(value);
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    return alternatives.some((alternative) => fits(alternative, value));
  }
  switch (schema.type) {
    case 'string':
      return (
        typeof value === 'string' &&
        value.length <= (schema.maxLength ?? Infinity) &&
        (schema.pattern === undefined || new RegExp(schema.pattern).test(value))
      );
    case 'integer':
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return (
        Array.isArray(value) &&
        value.length <= (schema.maxItems ?? Infinity) &&
        value.every((item) => fits(schema.items ?? {}, item))
      );
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case undefined:
    default:
      return false;
  }
}

type Generate = (schema: JsonSchema, hints: FieldHints) => fc.Arbitrary<unknown>;

/**
 * A field's generated values mixed with the hints that fit it, some of them with a control
 * character slipped in: a known good value gets a request past the first check, and the control
 * character then reaches the database.
 */
function withHints(
  generate: Generate,
  schema: JsonSchema,
  hints: FieldHints,
  name: string,
): fc.Arbitrary<unknown> {
  const fitting = (hints[name] ?? []).filter((hint) => fits(schema, hint));
  const generated = generate(schema, hints);
  if (fitting.length === 0) {
    return generated;
  }
  const hinted = fc.constantFrom(...fitting);
  return fc.oneof(
    { weight: 2, arbitrary: hinted },
    // A control character that breaks the field's pattern is not slipped in: the hint is sent as it is.
    {
      weight: 2,
      arbitrary: hinted.chain((hint) =>
        withControlCharacter(hint).map((value) => (fits(schema, value) ? value : hint)),
      ),
    },
    { weight: 1, arbitrary: generated },
  );
}

/** Every shape `generate` can take apart; what it cannot read fails loudly, so a new schema feature is noticed. */
function structured(
  schema: JsonSchema,
  hints: FieldHints,
  generate: Generate,
  isMutating: boolean,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) {
    return fc.constant(schema.const);
  }
  if (schema.enum !== undefined) {
    return fc.constantFrom(...schema.enum);
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    return fc.oneof(...alternatives.map((alternative) => generate(alternative, hints)));
  }
  switch (schema.type) {
    case 'string':
      return textArb(schema);
    case 'integer':
      return integerArb(schema);
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: schema.minimum,
        max: schema.maximum,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(generate(schema.items ?? {}, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
      });
    case 'object':
      return objectArb(schema, hints, generate, isMutating);
    case undefined:
      if (Object.keys(schema).every((key) => key === '$schema' || key === 'default')) {
        return fc.jsonValue({ maxDepth: 2 });
      }
  }
  throw new Error(`schema-fuzz cannot generate ${JSON.stringify(schema).slice(0, 200)}`);
}

function objectArb(
  schema: JsonSchema,
  hints: FieldHints,
  generate: Generate,
  isMutating: boolean,
): fc.Arbitrary<unknown> {
  const model = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [
      name,
      withHints(generate, field, hints, name),
    ]),
  );
  // A mutated object may lose required fields and gain unknown ones.
  const record = fc.record(model, { requiredKeys: isMutating ? [] : (schema.required ?? []) });
  if (!isMutating) {
    return record;
  }
  return fc
    .tuple(record, fc.dictionary(fc.string({ maxLength: 8 }), nastyValue, { maxKeys: 2 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** Values that fit `schema` (strings still carry control characters, unicode and maximal lengths). */
export function validValue(schema: JsonSchema, hints: FieldHints = {}): fc.Arbitrary<unknown> {
  return structured(schema, hints, validValue, false);
}

/**
 * Values shaped by `schema` but broken anywhere: a field of the wrong type, a required field
 * missing, an unknown field, a number out of range, a string too long, an array for an object.
 */
export function mutatedValue(schema: JsonSchema, hints: FieldHints = {}): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: structured(schema, hints, mutatedValue, true) },
    { weight: 1, arbitrary: nastyValue },
  );
}

/** Mostly well-formed input (which reaches the handler), sometimes broken input (which must be refused). */
export function fuzzedValue(schema: JsonSchema, hints: FieldHints = {}): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: validValue(schema, hints) },
    { weight: 1, arbitrary: mutatedValue(schema, hints) },
  );
}
