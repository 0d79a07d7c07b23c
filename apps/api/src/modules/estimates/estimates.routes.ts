import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EstimateQuerySchema, EstimateResponseSchema } from '@app/domain/contracts';
import { estimateProducts, type EstimatesDeps } from './estimates.service';

export const estimatesRoutes: FastifyPluginAsyncZod<EstimatesDeps> = async (app, deps) => {
  app.get(
    '/api/estimate',
    {
      schema: {
        tags: ['pricing'],
        summary: 'What chosen products of a treatment cost, with the estimated sales tax of a state (ADR 101)',
        querystring: EstimateQuerySchema,
        response: { 200: EstimateResponseSchema },
      },
    },
    async (request) => ({ data: await estimateProducts(deps, request.brand.id, request.query) }),
  );
};
