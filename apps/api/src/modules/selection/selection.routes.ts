import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HairWhatChangesResponseSchema, ProductSelectionDataResponseSchema, ProductSelectionQuerySchema, PurchaseContextRequestSchema, PurchaseContextResponseSchema, SelectionFlowSchema, SetViewedAtRequestSchema, SetViewedAtResponseSchema, SubscriptionItemsRequestSchema, SubscriptionItemsResponseSchema } from '@app/domain/contracts';
import { hairWhatChanges } from '@app/domain/selection';
import { signedInPatientOf } from '../../http/audience';
import { readRoutineAnswers } from '../surveys';
import { saveSubscriptionItems, markViewed, updatePurchaseContext } from './selection-changes.service';
import { getSelectionData } from './selection-data.service';
import type { SelectionDeps } from './selling-context';

const FlowParamsSchema = z.object({ flow: SelectionFlowSchema });
const TAGS = ['product selection'];

/**
 * The product selection page's calls (001 §7.2; ADR 103). Every figure is the server's: the
 * browser sends item ids, a flow, a brand and a category, never an amount.
 */
export const selectionRoutes: FastifyPluginAsyncZod<SelectionDeps> = async (app, deps) => {
  app.get(
    '/api/patient/product-selection-and-checkout/get-updated-product-selection-data/:flow',
    {
      schema: {
        tags: TAGS,
        summary: "The patient's recommended routine, prices, flags and the server's totals for a box (selectedItemIds, else the saved or recommended box)",
        params: FlowParamsSchema,
        querystring: ProductSelectionQuerySchema,
        response: { 200: ProductSelectionDataResponseSchema },
      },
    },
    async (request) => ({ data: await getSelectionData(deps, signedInPatientOf(request), request.params.flow, request.query) }),
  );

  app.put(
    '/api/patient/product-selection-and-checkout/set-patient-viewed-at/:flow',
    {
      config: { auditAction: 'selection.viewed' },
      schema: {
        tags: TAGS,
        summary: "Marks the first view of the flow's selection page (kept once)",
        params: FlowParamsSchema,
        body: SetViewedAtRequestSchema,
        response: { 200: SetViewedAtResponseSchema },
      },
    },
    async (request) => ({ data: await markViewed(deps, signedInPatientOf(request), request.params.flow, request.body) }),
  );

  app.put(
    '/app/patient/payment/subscription-items',
    {
      config: { auditAction: 'selection.box-change' },
      schema: {
        tags: TAGS,
        summary: 'Saves the box of the selection step (item ids only) and answers its totals',
        body: SubscriptionItemsRequestSchema,
        response: { 200: SubscriptionItemsResponseSchema },
      },
    },
    async (request) => ({ data: await saveSubscriptionItems(deps, signedInPatientOf(request), request.body) }),
  );

  app.put(
    '/api/checkout/update-purchase-context',
    {
      config: { auditAction: 'selection.purchase-context' },
      schema: {
        tags: TAGS,
        summary: "Sets whether the category's box is bought as a trial, a subscription or once",
        body: PurchaseContextRequestSchema,
        response: { 200: PurchaseContextResponseSchema },
      },
    },
    async (request) => ({ data: await updatePurchaseContext(deps, signedInPatientOf(request), request.body) }),
  );

  app.get(
    '/api/data-gateway/surveys/hair-data/get/whatChanges',
    {
      config: { auditAction: 'hair-answers.read' },
      schema: {
        tags: TAGS,
        summary: "What the hair Rx card is made to treat, from the patient's hair answers (new-treatment hair)",
        response: { 200: HairWhatChangesResponseSchema },
      },
    },
    async (request) => ({ data: { whatChanges: hairWhatChanges(await readRoutineAnswers(deps.db, signedInPatientOf(request).id)) } }),
  );
};
