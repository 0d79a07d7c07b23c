import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Brand, OutboxQuerySchema, OutboxResponseSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { renderBrandHead } from '../../http/brand-head';
import { listOutbox } from './outbox.service';

const tags = ['development'];
const OUTBOX_PATH = '/dev/outbox';

/**
 * `/dev/outbox` is both the JSON list and a page of the web app: under `/dev/` the web-app plugin
 * answers JSON 404s only, so a browser navigation (Accept: text/html) gets the app shell here.
 */
function createAppShell(distDir: string): (brand: Brand) => string | undefined {
  const indexFile = join(resolve(distDir), 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const pages = new Map<number, string>();
  return (brand) => {
    if (!template) {
      return undefined;
    }
    let page = pages.get(brand.id);
    if (!page) {
      page = template.replace('<!--app-head-->', renderBrandHead(brand));
      pages.set(brand.id, page);
    }
    return page;
  };
}

/**
 * The development outbox (public surface); registered only when NODE_ENV is not production: it
 * exposes every text and email (codes included) to anyone who can reach the server.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Db; webDistDir: string }> = async (app, deps) => {
  const appShell = createAppShell(deps.webDistDir);

  // Runs before the query is validated: a page request carries no query to check.
  app.addHook('onRequest', async (request, reply) => {
    const isPageRequest = request.routeOptions.url === OUTBOX_PATH && (request.headers.accept ?? '').includes('text/html');
    if (!isPageRequest) {
      return;
    }
    const page = appShell(request.brand);
    if (!page) {
      return reply.status(503).type('text/plain').send('The web app is not built: run `npm start`.');
    }
    return reply.header('cache-control', 'no-cache').type('text/html').send(page);
  });

  app.get(
    OUTBOX_PATH,
    {
      schema: {
        tags,
        summary: 'Sent texts and emails, newest first (development only; a browser gets the outbox page)',
        querystring: OutboxQuerySchema,
        response: { 200: OutboxResponseSchema },
      },
    },
    async (request) => ({ data: await listOutbox(deps.db, request.query) }),
  );
};
