import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { execute, getOperationAST, parse, validate, type DocumentNode, type GraphQLError } from 'graphql';
import { createFakeStorefrontCarts, type FakeShopifyCart } from './fake-shopify-storefront-carts';
import { startLoopbackServer } from './loopback-http-server';

export interface ShopifyFakeRequest {
  method: string;
  path: string;
  /** The operation's name, or its first root field when it has none. */
  operationName: string | undefined;
  query: string;
  variables: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  status: number;
}

export interface FakeShopifyStorefront {
  /** `http://127.0.0.1:port`, for SHOPIFY_STOREFRONT_API_URL. */
  url: string;
  /** The shop's domain: carts' checkout urls are on it. */
  storeDomain: string;
  /** The private (server-to-server) Storefront token the fake accepts. */
  accessToken: string;
  /** Every request, in order, with the status it got. */
  requests: ShopifyFakeRequest[];
  /** The carts as stored, by cart gid. */
  carts: Map<string, FakeShopifyCart>;
  /** Answers the next request with this instead of executing it (an outage, or a broken answer). */
  answerNextWith: (answer: { status: number; body: string; contentType?: string }) => void;
  close: () => Promise<void>;
}

export const SHOPIFY_FAKE_API_VERSION = '2025-01';
const GRAPHQL_PATH = `/api/${SHOPIFY_FAKE_API_VERSION}/graphql.json`;
/** NOTE: the wording of Shopify's 401 is assumed; its shape (`errors` as one string) is the REST-style body it sends before GraphQL runs. */
const UNAUTHORIZED = '[API] Invalid API key or access token (unrecognized login or wrong password)';

function parseJson(body: string): { query?: unknown; variables?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

function operationNameOf(document: DocumentNode | undefined): string | undefined {
  const operation = document ? getOperationAST(document) : undefined;
  const firstField = operation?.selectionSet.selections.find((selection) => selection.kind === 'Field');
  return operation?.name?.value ?? firstField?.name.value;
}

const formatErrors = (errors: readonly GraphQLError[]) => errors.map((error) => error.toJSON());

/**
 * A stand-in for a shop's Storefront API (cart operations only, `fake-shopify-storefront-carts.ts`)
 * on a free loopback port. It speaks Shopify's protocol: `POST /api/2025-01/graphql.json` with a
 * JSON `{ query, variables }`, the private token in `Shopify-Storefront-Private-Token` (another
 * token or none: 401 with `{"errors":"…"}`; a real shop would serve a request without a token as
 * tokenless access), another path or version: 404. Queries run for real with graphql-js, so a
 * malformed query or a wrongly typed variable gets `errors` with HTTP 200 as from Shopify (the words
 * are graphql-js's, not graphql-ruby's). Not covered: the public token, buyer IP, cost limits, 429.
 */
export async function startFakeShopifyStorefront(options: {
  variants: string[];
  applicableCodes?: string[];
  storeDomain?: string;
  accessToken?: string;
}): Promise<FakeShopifyStorefront> {
  const storeDomain = options.storeDomain ?? 'teleskin-test.myshopify.com';
  const accessToken = options.accessToken ?? 'shpat_fake_teleskin_storefront';
  const { schema, rootValue, carts } = createFakeStorefrontCarts({
    storeDomain,
    variants: options.variants,
    applicableCodes: options.applicableCodes ?? [],
  });
  const requests: ShopifyFakeRequest[] = [];
  const nextAnswers: { status: number; body: string; contentType?: string }[] = [];

  const answer = async (request: IncomingMessage, response: ServerResponse, body: string) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const json = parseJson(body);
    const query = typeof json?.query === 'string' ? json.query : '';
    const variables = (typeof json?.variables === 'object' && json.variables !== null ? json.variables : {}) as Record<string, unknown>;
    let document: DocumentNode | undefined;
    let syntaxError: GraphQLError | undefined;
    try {
      document = parse(query);
    } catch (error) {
      syntaxError = error as GraphQLError;
    }
    const send = (status: number, payload: string, contentType = 'application/json; charset=utf-8') => {
      requests.push({ method: request.method ?? 'GET', path, operationName: operationNameOf(document), query, variables, headers: request.headers, status });
      response.writeHead(status, { 'content-type': contentType }).end(payload);
    };
    const planned = nextAnswers.shift();
    if (planned) {
      return send(planned.status, planned.body, planned.contentType);
    }
    if (request.method !== 'POST' || path !== GRAPHQL_PATH) {
      return send(404, JSON.stringify({ errors: 'Not Found' }));
    }
    if (request.headers['shopify-storefront-private-token'] !== accessToken) {
      return send(401, JSON.stringify({ errors: UNAUTHORIZED }));
    }
    if (!json || !query) {
      return send(400, JSON.stringify({ errors: { query: 'Required parameter missing or invalid' } }));
    }
    if (!document) {
      return send(200, JSON.stringify({ errors: syntaxError ? formatErrors([syntaxError]) : [{ message: 'No query' }] }));
    }
    const invalid = validate(schema, document);
    if (invalid.length > 0) {
      return send(200, JSON.stringify({ errors: formatErrors(invalid) }));
    }
    const result = await execute({ schema, document, rootValue, variableValues: variables });
    return send(200, JSON.stringify(result));
  };

  const server = await startLoopbackServer(answer);
  return {
    url: server.url,
    storeDomain,
    accessToken,
    requests,
    carts,
    answerNextWith: (planned) => {
      nextAnswers.push(planned);
    },
    close: server.close,
  };
}
