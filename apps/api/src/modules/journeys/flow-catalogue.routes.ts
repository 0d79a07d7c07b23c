import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FlowsResponseSchema, RecommendationsQuerySchema, RecommendationsResponseSchema, VisitTypesResponseSchema } from '@app/domain/contracts';
import { offeredFlows, visitTypes, recommendTreatments, TREATMENT_CONCERNS, type TreatmentConcern } from '@app/domain/flows';

/**
 * The flows, visit-types and recommendations paths of 001 §7.6 (answers ours, ADR 101): read-only
 * views of the flow table and the treatment choices, per brand, with nothing about any patient.
 */
export const flowCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/flows',
    { schema: { tags: ['visits'], summary: "The brand's flows: category, type, steps, entry and completion", response: { 200: FlowsResponseSchema } } },
    async (request) => ({ data: offeredFlows(request.brand.key) }),
  );

  app.get(
    '/api/visit-types',
    { schema: { tags: ['visits'], summary: "The brand's visit types: flow type and category, with their flows", response: { 200: VisitTypesResponseSchema } } },
    async (request) => ({ data: visitTypes(request.brand.key) }),
  );

  app.get(
    '/api/recommendations',
    {
      schema: {
        tags: ['visits'],
        summary: 'Which treatment answers the given concerns, and where it starts',
        querystring: RecommendationsQuerySchema,
        response: { 200: RecommendationsResponseSchema },
      },
    },
    async (request) => {
      const concerns = (request.query.concerns?.split(',') ?? []) as TreatmentConcern[];
      return {
        data: recommendTreatments(concerns).map((choice) => ({
          ...choice,
          concerns: choice.concerns.map((id) => ({ id, label: TREATMENT_CONCERNS[id] })),
        })),
      };
    },
  );
};
