import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { Brand } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { escapeHtml } from '../escape-html';
import { renderBrandHead } from '../http/brand-head';
import { firstRoutePreloader, isLandingPage } from './first-route-preloads';
import { createLandingPrerenderer } from './landing-prerenderer';
import { loadScreenData } from './screen-data';

const HEAD_PLACEHOLDER = '<!--app-head-->';
const ROOT_PLACEHOLDER = '<!--app-root-->';
const API_PREFIXES = ['/api/', '/dev/', '/iterable/'];

/** How a page's scripts load: at low priority behind pre-rendered markup, or with the first route's preloads. */
type PageScripts = { preRendered: true } | { preRendered: false; preloads: string };

/**
 * The brand's loading screen, the same markup the web app's LoadingScreen renders, written into
 * #root so a phone paints it once the stylesheet arrives instead of after the entry script has
 * downloaded and run (ADR 092). React replaces it on its first render.
 */
export function renderLoadingScreen(brand: Brand): string {
  return `<div class="loading-screen" role="status" aria-label="Loading"><span class="wordmark loading-screen__logo">${escapeHtml(brand.logoText)}</span></div>`;
}

/**
 * Whether a patient is signed in, for the web app to skip its `GET /api/patient` probe when not
 * (an anonymous 401 is a console error in the browser). The session plugin has already resolved
 * the cookie, so this costs no read; the cookie is HttpOnly, so the page cannot look itself.
 */
export function renderSessionHint(request: FastifyRequest): string {
  const state = request.principal?.role === 'patient' ? 'patient' : 'anonymous';
  return `<meta name="teleskin-session" content="${state}">`;
}

/**
 * Serves the built single-page app: hashed assets from /assets with long caching (a brotli or gzip
 * copy written at build time when the browser accepts one), and index.html (with the brand's head
 * and the session hint) for every other page path. API paths that match no route get JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const distDir = resolve(opts.distDir);
  const indexFile = join(distDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (template) {
    await app.register(fastifyStatic, {
      root: join(distDir, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
      // `.br`/`.gz` beside each asset (scripts/precompress.mjs); without one the file goes as is.
      preCompressed: true,
      // @fastify/static does not say that the answer depends on Accept-Encoding; caches must know.
      setHeaders: (res) => res.setHeader('vary', 'Accept-Encoding'),
    });
  }
  const preloadsFor = firstRoutePreloader(distDir);
  const prerender = await createLandingPrerenderer(distDir, app.log);
  const pages = new Map<string, string>();
  /**
   * index.html with the brand's head and the session hint, and either the first route's preloads
   * (a page the web app draws) or, for a pre-rendered page, its scripts at low priority (ADR 095).
   * A pre-rendered page paints from its HTML and stylesheet alone: on a slow connection the
   * stylesheet gets the bandwidth first, and the page's own chunk is asked for by the entry.
   */
  const pageShell = (brand: Brand, hint: string, scripts: PageScripts): string => {
    const key = `${brand.id}${hint}${scripts.preRendered ? '\0pre-rendered' : scripts.preloads}`;
    let page = pages.get(key);
    if (!page) {
      page = template!.replace(HEAD_PLACEHOLDER, renderBrandHead(brand) + hint);
      page = scripts.preRendered
        ? page.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
        : // After the entry's own tags, so the entry is asked for first.
          page.replace('</head>', `${scripts.preloads}</head>`);
      pages.set(key, page);
    }
    return page;
  };
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isPage) {
      return reply.status(404).send({ message: MESSAGES.form.notFound, code: 'NOT_FOUND' });
    }
    if (!template) {
      return reply.status(503).type('text/plain').send('The web app is not built: run `npm start`.');
    }
    const path = request.url.split('?')[0] ?? '';
    const hint = renderSessionHint(request);
    // A landing page's first screen, drawn by the server for a visitor with no session (ADR 095).
    const isAnonymous = request.principal?.role !== 'patient';
    const screen = isAnonymous && isLandingPage(path) ? await prerender(request.url, request.brand, () => loadScreenData(app, request, path)) : undefined;
    const page = pageShell(request.brand, hint, screen === undefined ? { preRendered: false, preloads: preloadsFor(path) } : { preRendered: true });
    const html =
      screen === undefined
        ? page.replace(ROOT_PLACEHOLDER, () => renderLoadingScreen(request.brand))
        : // Inert until the web app takes over, since React replaces this markup with its own. A
          // function, so a `$&` in the page's text is not read as a replacement pattern.
          // The public data it was drawn with follows it, for the app's first render to draw the same (ADR 153).
          page.replace(`<div id="root">${ROOT_PLACEHOLDER}`, () => `<div id="root" inert>${screen.html}`).replace('</body>', () => `${screen.dataScript}</body>`);
    // The page depends on the session cookie (the hint), so no cache may hand it to someone else.
    return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').type('text/html').send(html);
  });
});
