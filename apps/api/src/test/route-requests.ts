import fc from 'fast-check';
import { multipartBody, photoFile, type FormPart } from './kits/photo-test-kit';
import { isMutating, paramNamesOf, urlOf, type WalkedRoute } from './route-walk';
import { insertAt, nastyValue, replaceAt, stringPaths } from './nasty-values';
import {
  fuzzedValue,
  toJsonSchema,
  validValue,
  type FieldHints,
  type JsonSchema,
} from './schema-fuzz';
import type { TestClient, TestResponse } from './test-client';

/** One request to a route: path parameters, query, and a JSON body or a multipart form. */
export interface RouteRequest {
  params: Record<string, unknown>;
  query?: unknown;
  body?: unknown;
  form?: { fields: Record<string, unknown>; file: Uint8Array | undefined };
}

export interface RequestOptions {
  /** `valid`: every part fits its schema; `fuzzed`: parts may be broken anywhere. */
  mode: 'valid' | 'fuzzed';
  /** Known good values by field name, used often but not always. */
  hints?: FieldHints;
  /** Values that replace the generated ones of the fields so named (the objects a request points at). */
  fixed?: Record<string, unknown>;
  /** The file of a valid multipart form. */
  file: Uint8Array;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The route's params schema, or every path parameter as a string where the route declares none. */
export function paramsSchemaOf(route: Pick<WalkedRoute, 'url' | 'params'>): JsonSchema {
  const names = paramNamesOf(route.url);
  return (
    route.params ?? {
      type: 'object',
      properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
      required: names,
    }
  );
}

function partArb(schema: JsonSchema | undefined, options: RequestOptions): fc.Arbitrary<unknown> {
  if (schema === undefined) {
    return options.mode === 'valid'
      ? fc.constant(undefined)
      : fc.option(nastyValue, { nil: undefined });
  }
  const generated =
    options.mode === 'valid'
      ? validValue(schema, options.hints)
      : fuzzedValue(schema, options.hints);
  const names = Object.keys(schema.properties ?? {});
  const fixed = Object.entries(options.fixed ?? {}).filter(([name]) => names.includes(name));
  return fixed.length === 0
    ? generated
    : generated.map((value) =>
        isRecord(value) ? { ...value, ...Object.fromEntries(fixed) } : value,
      );
}

function formArb(fields: JsonSchema, options: RequestOptions): fc.Arbitrary<RouteRequest['form']> {
  const file =
    options.mode === 'valid'
      ? fc.constant(options.file)
      : fc.oneof(
          fc.constant(options.file),
          fc.uint8Array({ maxLength: 64 }),
          fc.constant(undefined),
          fc.constant(options.file.slice(0, 20)),
        );
  return fc.record({
    fields: partArb(fields, options).map((value) => (isRecord(value) ? value : {})),
    file,
  });
}

/** Requests to a route built from its own schemas (params, querystring, body, or the form of the exceptions table). */
export function requestArb(
  route: WalkedRoute,
  options: RequestOptions,
): fc.Arbitrary<RouteRequest> {
  const params = partArb(paramsSchemaOf(route), options).map((value) =>
    isRecord(value) ? value : {},
  );
  const query = partArb(route.querystring, options);
  const formFields = route.exception?.formFields;
  if (!isMutating(route.method)) {
    return fc.record({ params, query });
  }
  const json = fc.record({ params, query, body: partArb(route.body, options) });
  if (formFields === undefined) {
    return json;
  }
  const form = fc.record({ params, query, form: formArb(toJsonSchema(formFields), options) });
  return options.mode === 'valid'
    ? form
    : fc.oneof({ weight: 3, arbitrary: form }, { weight: 1, arbitrary: json });
}

/** One request that fits the route's schemas, the same for a seed. */
export function sampleRequest(
  route: WalkedRoute,
  options: Omit<RequestOptions, 'mode'>,
  seed = 1,
): RouteRequest {
  const [request] = fc.sample(requestArb(route, { ...options, mode: 'valid' }), {
    seed,
    numRuns: 1,
  });
  if (!request) {
    throw new Error(`no sample request for ${route.key}`);
  }
  return request;
}

/**
 * The request once per string in it (path parameters, query, body, form fields), with U+0000 in
 * the middle of that string: a systematic sweep beside the random fuzz, since PostgreSQL refuses
 * U+0000 in text and jsonb and a well-formed request is what carries it to the database.
 */
export function withNulInEachString(request: RouteRequest): RouteRequest[] {
  const { form, ...rest } = request;
  const json = { ...rest, fields: form?.fields };
  return stringPaths(json).map((path) => {
    const changed = replaceAt(json, path, (text) =>
      insertAt(String(text), '\u0000', Math.floor(String(text).length / 2)),
    ) as typeof json;
    const { fields, ...parts } = changed;
    return form ? { ...parts, form: { fields: fields ?? {}, file: form.file } } : parts;
  });
}

function formParts(form: NonNullable<RouteRequest['form']>): FormPart[] {
  const fields = Object.entries(form.fields).map(([name, value]) => ({
    name,
    value: typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
  }));
  return form.file === undefined ? fields : [...fields, photoFile(Buffer.from(form.file))];
}

/** Sends a request as `client` (its cookies, and its CSRF header unless `csrf: false`). */
export function sendRequest(
  client: TestClient,
  route: WalkedRoute,
  request: RouteRequest,
  options: { csrf?: boolean } = {},
): Promise<TestResponse> {
  const url = urlOf(route, request.params, request.query);
  if (!isMutating(route.method)) {
    return client.request(route.method, url);
  }
  if (request.form) {
    const { payload, contentType } = multipartBody(formParts(request.form));
    return client.request(route.method, url, payload, {
      ...options,
      headers: { 'content-type': contentType },
    });
  }
  const payload = request.body === undefined ? '{}' : JSON.stringify(request.body);
  return client.request(route.method, url, payload, {
    ...options,
    headers: { 'content-type': 'application/json' },
  });
}
