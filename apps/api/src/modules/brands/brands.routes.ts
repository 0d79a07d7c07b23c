import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrandSchema, LEGAL_PAGE_KEYS, LegalDocumentSchema } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { AppError } from '../../errors';
import { LEGAL_COPY } from './legal-copy';

export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/brand',
    { schema: { tags: ['brands'], summary: 'The brand serving this host', response: { 200: z.object({ data: BrandSchema }) } } },
    async (request) => ({ data: request.brand }),
  );

  app.get(
    '/api/brand/legal/:page',
    {
      schema: {
        tags: ['brands'],
        summary: "One of the brand's legal pages",
        params: z.object({ page: z.enum(LEGAL_PAGE_KEYS) }),
        response: { 200: z.object({ data: LegalDocumentSchema }) },
      },
    },
    async (request) => {
      const document = LEGAL_COPY[request.brand.id]?.[request.params.page];
      if (!document) {
        throw new AppError('NOT_FOUND', MESSAGES.form.notFound);
      }
      return { data: document };
    },
  );
};
