import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UpsellDecisionRequestSchema, UpsellDecisionResponseSchema, UpsellListResponseSchema } from '@app/domain/contracts';
import { signedInPatientOf } from '../../http/audience';
import type { SelectionDeps } from './selling-context';
import { decideUpsell, listUpsells } from './upsells.service';

const UuidParams = z.object({ uuid: z.string().max(64) });
const TAGS = ['upsells'];

/**
 * The upsells call (000 §7 "upsell processing"; its shape is ours, ADR 108): the offers made to a
 * visit's saved box, and the patient's answer to one. Prices are the server's; the browser sends
 * the offer and the answer only.
 */
export const upsellsRoutes: FastifyPluginAsyncZod<SelectionDeps> = async (app, deps) => {
  app.get(
    '/api/visits/:uuid/upsells',
    {
      schema: {
        tags: TAGS,
        summary: "The offers made to the visit's saved box, their prices and the answers given",
        params: UuidParams,
        response: { 200: UpsellListResponseSchema },
      },
    },
    async (request) => ({ data: { upsells: await listUpsells(deps, signedInPatientOf(request), request.params.uuid) } }),
  );

  app.post(
    '/api/visits/:uuid/upsells',
    {
      config: { auditAction: 'upsell.answer' },
      schema: {
        tags: TAGS,
        summary: 'Accept or skip an offer made to the box (stored once; a repeat answers the first answer)',
        params: UuidParams,
        body: UpsellDecisionRequestSchema,
        response: { 200: UpsellDecisionResponseSchema },
      },
    },
    async (request) => ({ data: await decideUpsell(deps, signedInPatientOf(request), request.params.uuid, request.body) }),
  );
};
