import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EstimateQuerySchema, EstimateResponseSchema } from '@app/domain/contracts';
import type { TaxEstimator } from '../pricing';
import { estimateProducts } from './estimates.service';

export const estimatesRoutes: FastifyPluginAsyncZod<{ taxEstimator: TaxEstimator }> = async (app, { taxEstimator }) => {
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
    async (request) => ({ data: await estimateProducts(taxEstimator, request.query) }),
  );
};
