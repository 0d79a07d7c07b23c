import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Answers keyed by their API path, as the web app's `lib/screen-data.ts` reads them. */
export type ScreenData = Record<string, unknown>;

/** A product handle as the catalogue writes them; another segment gets no data (the page then loads it). */
const HANDLE = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * The public API answers a pre-rendered page shows in its first screen (ADR 153), by page path:
 * the shop's catalogue, a product. Only answers that are the same for every visitor of a brand;
 * never a cart or anything of a session's.
 */
function screenDataPaths(path: string): string[] {
  const [, first, second, extra] = path.replace(/\/$/, '').split('/');
  if (first !== 'shop' || extra !== undefined) {
    return [];
  }
  if (second === undefined) {
    return ['/api/shop/products'];
  }
  return second !== 'cart' && HANDLE.test(second) ? [`/api/shop/products/${second}`] : [];
}

/**
 * Asks the app's own routes, as an anonymous visitor on the request's brand host, for the answers
 * the page at `path` shows first; an answer other than 200 is left out (the page loads it itself
 * and shows what the browser would: the not-found page of an unknown product).
 */
export async function loadScreenData(app: FastifyInstance, request: FastifyRequest, path: string): Promise<ScreenData> {
  const data: ScreenData = {};
  for (const url of screenDataPaths(path)) {
    const answer = await app.inject({ method: 'GET', url, headers: { host: request.headers.host ?? '', accept: 'application/json' } });
    if (answer.statusCode === 200) {
      data[url] = answer.json();
    }
  }
  return data;
}

/** The data as a JSON script the page's first render reads; `<` escaped so no text can close the element. */
export function renderScreenDataScript(data: ScreenData): string {
  if (Object.keys(data).length === 0) {
    return '';
  }
  return `<script type="application/json" id="screen-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
