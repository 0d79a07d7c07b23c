import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_TAGS } from './openapi-tags';

// Swagger UI's files, as shipped in @fastify/swagger-ui's static folder. We serve the few the page
// needs ourselves: registering that plugin cost a tenth of the start-up budget (ADR 009).
const UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'application/javascript; charset=utf-8',
};

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Teleskin API</title>
<link rel="stylesheet" href="/api/docs/static/swagger-ui.css"><link rel="stylesheet" href="/api/docs/static/index.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/static/swagger-ui-bundle.js"></script>
<script src="/api/docs/static/swagger-ui-standalone-preset.js"></script>
<script src="/api/docs/static/initializer.js"></script>
</body></html>`;

// A file, not an inline script, so the page works under the app's script-src 'self' policy.
const INITIALIZER = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui',
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' });`;

/**
 * An operation's id, from its method and url: `GET /api/visits/:uuid/photos` → `getVisitsByUuidPhotos`.
 * Stable while the url is (the url is the contract already), unique as method and url are (Spectral's
 * `operation-operationId-unique` checks it), and the same in every generated client. The `/api`
 * prefix most urls share is left out; a path parameter reads `By<Name>`. A route may set its own
 * `schema.operationId` instead.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment, index) => segment !== '' && !(index === 1 && segment === 'api'))
    .map((segment) => {
      const isParam = segment.startsWith(':');
      const name = segment
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join('');
      return isParam ? `By${name}` : name;
    });
  return [method.toLowerCase(), ...words].join('');
}

/**
 * The zod schemas as JSON Schema, and each shown operation's id. (Its description, who may call it,
 * comes from the route's surface: surfaces/surface.ts.)
 */
const transform: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input);
  if (result.schema.hide) {
    return result;
  }
  // A route of several methods would give them one id: Spectral's uniqueness rule refuses it.
  const method = [input.route.method].flat().find((each) => each !== 'HEAD') ?? 'HEAD';
  return { ...result, schema: { ...result.schema, operationId: result.schema.operationId ?? operationIdOf(method, input.route.url) } };
};

/** The OpenAPI document, generated from the route schemas, at /api/openapi.json and /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Teleskin API',
        description:
          'Patient API. Cookie session; every POST, PUT, PATCH and DELETE needs the X-XSRF-TOKEN header echoing the XSRF-TOKEN cookie (GET /api/auth/csrf).',
        version: '0.1.0',
        contact: { name: 'Teleskin engineering' },
      },
      // Each brand has its own host (ADR 005): the paths are relative to whichever serves the page.
      servers: [{ url: '/', description: 'The host of the brand' }],
      tags: [...API_TAGS],
    },
    transform,
  });
  const uiDir = join(dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')), 'static');

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(DOCS_PAGE));
  app.get('/api/docs/static/initializer.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(INITIALIZER),
  );
  app.get<{ Params: { file: string } }>('/api/docs/static/:file', { schema: { hide: true } }, async (request, reply) => {
    const type = UI_FILES[request.params.file];
    if (!type) {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=86400')
      .send(createReadStream(join(uiDir, request.params.file)));
  });
});
