import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrandSchema } from '@app/domain/contracts/brand';

export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/brand',
    { schema: { tags: ['brands'], summary: 'The brand serving this host', response: { 200: z.object({ data: BrandSchema }) } } },
    async (request) => ({ data: request.brand }),
  );
};
