import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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

/** The OpenAPI document, generated from the route schemas, at /api/openapi.json and /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Teleskin API',
        description:
          'Patient API. Cookie session; every POST, PUT, PATCH and DELETE needs the X-XSRF-TOKEN header echoing the XSRF-TOKEN cookie (GET /api/auth/csrf).',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
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
