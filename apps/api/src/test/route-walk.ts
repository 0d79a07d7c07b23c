import type { FastifyInstance } from 'fastify';
import type { Audience } from '../http/audience';
import { ROUTE_EXCEPTIONS, type RouteException } from './route-exceptions';
import { toJsonSchema, type JsonSchema } from './schema-fuzz';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** One route of the app's route table, as the guard and fuzz tests walk it. */
export interface WalkedRoute {
  /** `METHOD /url`, as in the exceptions table and the test names. */
  key: string;
  method: HttpMethod;
  url: string;
  /** The route's surface, or the audience the exceptions table gives a route registered outside every surface. */
  audience: Audience | undefined;
  params: JsonSchema | undefined;
  querystring: JsonSchema | undefined;
  body: JsonSchema | undefined;
  exception: RouteException | undefined;
}

export const isMutating = (method: HttpMethod): boolean => method !== 'GET';

/**
 * Every route the app registered (`app.routeTable`), once per method. The HEAD twin Fastify adds
 * for each GET runs the same handler and hooks, so it is walked as its GET.
 */
export function walkRoutes(app: FastifyInstance): WalkedRoute[] {
  const seen = new Set<string>();
  const routes: WalkedRoute[] = [];
  for (const route of app.routeTable) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') {
        continue;
      }
      if (!METHODS.includes(method as HttpMethod)) {
        throw new Error(`route-walk does not know the method of ${method} ${route.url}`);
      }
      const key = `${method} ${route.url}`;
      if (seen.has(key)) {
        continue;
      }
      seen.add(key);
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const exception = ROUTE_EXCEPTIONS[key];
      routes.push({
        key,
        method: method as HttpMethod,
        url: route.url,
        audience: route.config?.audience ?? exception?.audience,
        params: schema.params ? toJsonSchema(schema.params) : undefined,
        querystring: schema.querystring ? toJsonSchema(schema.querystring) : undefined,
        body: schema.body ? toJsonSchema(schema.body) : undefined,
        exception,
      });
    }
  }
  return routes;
}

/** The names of a url's path parameters, in order (`/api/visits/:uuid/photos/:photoId` → uuid, photoId). */
export function paramNamesOf(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/** Percent-encodes any string, lone surrogates included (as U+FFFD, like a browser). */
function encodeSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}

/** The url with its parameters filled in and the query string appended. */
export function urlOf(
  route: Pick<WalkedRoute, 'url'>,
  params: Record<string, unknown> = {},
  query?: unknown,
): string {
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
    encodeSegment(params[name] ?? ''),
  );
  if (query === undefined || query === null || typeof query !== 'object' || Array.isArray(query)) {
    return query === undefined ? path : `${path}?${encodeSegment(query)}`;
  }
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(
        `${encodeSegment(name)}=${item === null || item === undefined ? '' : encodeSegment(item)}`,
      );
    }
  }
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}
