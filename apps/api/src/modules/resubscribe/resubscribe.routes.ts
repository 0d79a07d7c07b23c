import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TREATMENT_CATEGORIES } from '@app/domain/constants';
import { FormulationDataResponseSchema, PreviousResponsesResponseSchema, ResubscribeRequestSchema, ResubscribeShopResponseSchema, VisitOrderParamsSchema, VisitOrderUpdateRequestSchema } from '@app/domain/contracts';
import { signedInPatientOf } from '../../http/audience';
import { changeResubscribeCart, type SelectionDeps } from '../selection';
import { type SurveyLookup, readNewestCompletedResponses } from '../surveys';
import { readFormulationData } from './formulations.service';
import { startResubscription } from './resubscribe.service';

const TAGS = ['resubscribe'];

/** The resubscribe calls (001 §7.3; ADR 111): what the patient had, the shop, and its cart. */
export const resubscribeRoutes: FastifyPluginAsyncZod<SelectionDeps & { registry: SurveyLookup }> = async (app, deps) => {
  app.get(
    '/api/patient/resubscribe/previous-responses',
    {
      config: { auditAction: 'previous-responses.read' },
      schema: {
        tags: TAGS,
        summary: "The answers of the patient's newest completed skin survey, which a resubscription starts from",
        response: { 200: PreviousResponsesResponseSchema },
      },
    },
    async (request) => ({
      data: await readNewestCompletedResponses({ db: deps.db, registry: deps.registry }, signedInPatientOf(request).id, TREATMENT_CATEGORIES.skin),
    }),
  );

  app.get(
    '/api/patient/resubscribe/data/formulation',
    {
      config: { auditAction: 'formulations.read' },
      schema: {
        tags: TAGS,
        summary: "The patient's first name and the formulations they would resume, with ingredients, strengths and the condition each treats",
        response: { 200: FormulationDataResponseSchema },
      },
    },
    async (request) => ({ data: await readFormulationData(deps.db, deps.settingsFor, signedInPatientOf(request)) }),
  );

  app.put(
    '/api/patient/resubscribe',
    {
      config: { auditAction: 'resubscribe.open' },
      schema: {
        tags: TAGS,
        summary: 'Opens (or resumes) the resubscription of a treatment with its cart and answers the shop',
        body: ResubscribeRequestSchema,
        response: { 200: ResubscribeShopResponseSchema },
      },
    },
    async (request) => ({ data: await startResubscription(deps, signedInPatientOf(request), request.body) }),
  );

  app.patch(
    '/api/visits/:uuid/orders/:orderId',
    {
      config: { auditAction: 'resubscribe.cart-change' },
      schema: {
        tags: TAGS,
        summary: "Adds and/or removes a product variant (the last segment of its id) on the resubscription's cart",
        params: VisitOrderParamsSchema,
        body: VisitOrderUpdateRequestSchema,
        response: { 200: ResubscribeShopResponseSchema },
      },
    },
    async (request) => ({
      data: await changeResubscribeCart(deps, signedInPatientOf(request), request.params.uuid, request.params.orderId, request.body),
    }),
  );
};
