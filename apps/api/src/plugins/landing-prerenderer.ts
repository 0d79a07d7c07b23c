import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Brand } from '@app/domain/contracts';
import { renderScreenDataScript, type ScreenData } from './screen-data';

type RenderScreen = (url: string, brand: Brand, data: ScreenData) => Promise<string>;

/** A landing page's first screen, and the script with the public data it was drawn with (ADR 153). */
export interface PrerenderedScreen {
  html: string;
  dataScript: string;
}

/** Landing URLs (with their queries) whose HTML is kept; past this the oldest goes first. */
const MAX_CACHED_PAGES = 500;

/**
 * Loads the web app's pre-rendering bundle (`dist/server/prerender.js`, built by Vite) and answers
 * the HTML of a landing page's first screen for a visitor with no session, or undefined when the
 * bundle is missing or the render fails (the page then gets the loading screen: ADR 095). The
 * output depends only on the brand, the URL and the public data the page shows (`loadData`: the
 * shop's catalogue, asked each time, one cheap read), so it is kept by all three: a price or a
 * pause an admin sets shows on the next visit (ADRs 160, 161), and no page is drawn twice for the
 * same data. The map is bounded because the query is the visitor's to choose.
 */
export async function createLandingPrerenderer(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<(url: string, brand: Brand, loadData: () => Promise<ScreenData>) => Promise<PrerenderedScreen | undefined>> {
  const bundle = join(distDir, 'server', 'prerender.js');
  if (!existsSync(bundle)) {
    return async () => undefined;
  }
  const { renderScreen } = (await import(pathToFileURL(bundle).href)) as { renderScreen: RenderScreen };
  const cache = new Map<string, PrerenderedScreen>();
  return async (url, brand, loadData) => {
    try {
      const data = await loadData();
      const dataScript = renderScreenDataScript(data);
      const key = `${brand.id} ${url} ${createHash('sha256').update(dataScript).digest('base64url')}`;
      const cached = cache.get(key);
      if (cached !== undefined) {
        return cached;
      }
      const screen = { html: await renderScreen(url, brand, data), dataScript };
      if (cache.size >= MAX_CACHED_PAGES) {
        cache.delete(cache.keys().next().value!);
      }
      cache.set(key, screen);
      return screen;
    } catch (error) {
      // The path only: a landing page's query carries ad parameters, never health data, but no need.
      log.warn({ err: error, path: url.split('?')[0] }, 'pre-rendering a landing page failed; sending the loading screen');
      return undefined;
    }
  };
}
