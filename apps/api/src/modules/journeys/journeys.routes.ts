import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FLOW_IDS, FLOW_STEPS } from '@app/domain/flows';
import { SessionBagEditSchema, VisitListResponseSchema, VisitResponseSchema } from '@app/domain/contracts';
import { adoptSessionDraft } from '../surveys';
import { editSessionBag, listVisits, readOwnVisit, recordStep, startOrResumeVisit, type VisitDeps } from './journeys.service';
import { patientIdOf, signedInPatientOf } from '../../http/audience';

const UuidParams = z.object({ uuid: z.string().max(64) });

export const journeysRoutes: FastifyPluginAsyncZod<VisitDeps> = async (app, deps) => {
  app.get(
    '/api/visits',
    { config: { auditAction: 'visits.read' }, schema: { tags: ['visits'], summary: "The signed-in patient's visits, newest first", response: { 200: VisitListResponseSchema } } },
    async (request) => ({ data: await listVisits(deps, signedInPatientOf(request)) }),
  );

  app.post(
    '/api/visits',
    {
      config: { auditAction: 'visit.open' },
      schema: {
        tags: ['visits'],
        summary: 'Open the visit of a flow, or resume the open one',
        body: z.object({ flow: z.enum(FLOW_IDS) }),
        response: { 200: VisitResponseSchema },
      },
    },
    async (request, reply) => {
      const patientId = patientIdOf(request);
      // Answers given before the account (hair sign-up) move into the visit as it opens.
      await adoptSessionDraft({ db: deps.db, sessions: app.sessions }, request, reply, patientId, request.body.flow);
      return { data: await startOrResumeVisit(deps, patientId, request.body.flow) };
    },
  );

  app.get(
    '/api/visits/:uuid',
    { config: { auditAction: 'visit.read' }, schema: { tags: ['visits'], summary: 'A visit of the signed-in patient', params: UuidParams, response: { 200: VisitResponseSchema } } },
    async (request) => ({ data: await readOwnVisit(deps, signedInPatientOf(request), request.params.uuid) }),
  );

  app.post(
    '/api/visits/:uuid/edit-session-bag',
    {
      config: { auditAction: 'visit.session-bag-edit' },
      schema: {
        tags: ['visits'],
        summary: "Merge flags into the visit's session bag",
        params: UuidParams,
        body: z.object({ sessionBag: SessionBagEditSchema }),
        response: { 200: VisitResponseSchema },
      },
    },
    async (request) => ({
      data: await editSessionBag(deps, patientIdOf(request), request.params.uuid, request.body.sessionBag),
    }),
  );

  app.post(
    '/api/visits/:uuid/steps/:step',
    {
      config: { auditAction: 'visit.step' },
      schema: {
        tags: ['visits'],
        summary: 'Record a step as finished or skipped',
        params: z.object({ uuid: z.string().max(64), step: z.enum(FLOW_STEPS) }),
        response: { 200: VisitResponseSchema },
      },
    },
    async (request) => ({
      data: await recordStep(deps, patientIdOf(request), request.params.uuid, request.params.step),
    }),
  );
};
