import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Brand } from '@app/domain/contracts';

type RenderScreen = (url: string, brand: Brand) => Promise<string>;

/** Landing URLs (with their queries) whose HTML is kept; past this the oldest goes first. */
const MAX_CACHED_PAGES = 500;

/**
 * Loads the web app's pre-rendering bundle (`dist/server/prerender.js`, built by Vite) and answers
 * the HTML of a landing page's first screen for a visitor with no session, or undefined when the
 * bundle is missing or the render fails (the page then gets the loading screen: ADR 095). The
 * output depends only on the brand and the URL, so it is kept, in a bounded map because the query
 * is the visitor's to choose.
 */
export async function createLandingPrerenderer(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<(url: string, brand: Brand) => Promise<string | undefined>> {
  const bundle = join(distDir, 'server', 'prerender.js');
  if (!existsSync(bundle)) {
    return async () => undefined;
  }
  const { renderScreen } = (await import(pathToFileURL(bundle).href)) as { renderScreen: RenderScreen };
  const cache = new Map<string, string>();
  return async (url, brand) => {
    const key = `${brand.id} ${url}`;
    const cached = cache.get(key);
    if (cached !== undefined) {
      return cached;
    }
    try {
      const html = await renderScreen(url, brand);
      if (cache.size >= MAX_CACHED_PAGES) {
        cache.delete(cache.keys().next().value!);
      }
      cache.set(key, html);
      return html;
    } catch (error) {
      // The path only: a landing page's query carries ad parameters, never health data, but no need.
      log.warn({ err: error, path: url.split('?')[0] }, 'pre-rendering a landing page failed; sending the loading screen');
      return undefined;
    }
  };
}
