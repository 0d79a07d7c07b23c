import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Brand } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { escapeHtml } from '../../escape-html';
import { renderEmailHtml, findOutboxEmail } from '../messaging';
import { EMAIL_TEMPLATES, findEmailTemplate } from './email-templates';

const tags = ['development'];
export const DEV_EMAILS_PATH = '/api/dev/emails';
const TemplateParamsSchema = z.object({ template: z.string() });

export interface DevEmailsDeps {
  db: Db;
  brands: readonly Brand[];
  /** Each brand's origin, for the list's links to the other brand's previews. */
  originOf: (brandId: number) => string;
}

const requestOrigin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

function previewIndex(brand: Brand, deps: DevEmailsDeps): string {
  const rows = EMAIL_TEMPLATES.map((template) => {
    const links = deps.brands.map((each) => {
      const base = `${each.id === brand.id ? '' : deps.originOf(each.id)}${DEV_EMAILS_PATH}/${template.name}`;
      return `${escapeHtml(each.name)}: <a href="${escapeHtml(base)}">HTML</a> · <a href="${escapeHtml(`${base}/text`)}">text</a>`;
    });
    return `<li><strong>${escapeHtml(template.name)}</strong>: ${escapeHtml(template.purpose)}<br>${links.join('<br>')}</li>`;
  });
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Emails: ${escapeHtml(brand.name)} (development)</title>`,
    '<style>body{font-family:system-ui,sans-serif;margin:1.5rem;line-height:1.5}li{margin-bottom:1rem}</style></head><body>',
    `<h1>Every email, as ${escapeHtml(brand.name)} sends it</h1>`,
    '<p>Made-up details, written by the same functions as the real emails. The outbox lists the ones really sent.</p>',
    `<ul>${rows.join('')}</ul></body></html>`,
  ].join('');
}

/**
 * The emails' development preview (ADR 140): every template for the brand of the host, as HTML
 * and as its plain text, and the HTML of an email the outbox holds. Registered only outside
 * production, with the development outbox.
 */
export const devEmailsRoutes: FastifyPluginAsyncZod<DevEmailsDeps> = async (app, deps) => {
  app.get(DEV_EMAILS_PATH, { schema: { tags, summary: 'Every email template, for each brand (development only)' } }, async (request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(previewIndex(request.brand, deps)),
  );

  const sampleOf = (request: { params: { template: string }; brand: Brand; protocol: string; host: string }) => {
    const template = findEmailTemplate(request.params.template);
    if (!template) {
      throw new AppError('NOT_FOUND', `No email template is named ${request.params.template}.`);
    }
    return { template, email: template.sample(request.brand, requestOrigin(request)) };
  };

  app.get(
    `${DEV_EMAILS_PATH}/:template`,
    { schema: { tags, summary: 'An email template as HTML, for the brand of the host (development only)', params: TemplateParamsSchema } },
    async (request, reply) => {
      const { template, email } = sampleOf(request);
      const html = await renderEmailHtml({ brand: request.brand, origin: requestOrigin(request), template: template.name, ...email });
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    },
  );

  app.get(
    `${DEV_EMAILS_PATH}/:template/text`,
    { schema: { tags, summary: 'An email template’s plain-text part (development only)', params: TemplateParamsSchema } },
    async (request, reply) => {
      const { email } = sampleOf(request);
      return reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(`Subject: ${email.subject}\n\n${email.body}\n`);
    },
  );

  app.get(
    '/api/dev/outbox/:id/html',
    { schema: { tags, summary: 'The HTML part of an email in the outbox (development only)', params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) } },
    async (request, reply) => {
      const row = await findOutboxEmail(deps.db, request.params.id);
      const brand = row ? deps.brands.find((each) => each.id === row.brandId) : undefined;
      if (!row || !brand) {
        throw new AppError('NOT_FOUND', 'No email in the outbox has this id.');
      }
      const html = await renderEmailHtml({ brand, origin: deps.originOf(brand.id), template: row.template, subject: row.subject ?? '', body: row.body });
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    },
  );
};
