import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CareCalendarQuerySchema, CareCalendarResponseSchema, CareDecisionRequestSchema, CareTeamReplyRequestSchema, CareTeamThreadResponseSchema, CareThreadIdParamsSchema, CareVisitParamsSchema, CareVisitResponseSchema, FormularyResponseSchema, PhotoRequestBodySchema, QueuePageQuerySchema, ReviewQueueResponseSchema, ReviewQueueVisitsResponseSchema, WaitingThreadsResponseSchema, PhotoFileQuerySchema, PhotoIdParamsSchema } from '@app/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { signedInStaffOf } from '../../http/audience';
import { noteAudit } from '../../http/audit-note';
import type { Clock } from '../clock';
import type { FileStorage, PhotoLinkSigner } from '../media';
import type { EmailOutbox } from '../messaging';
import type { SurveyLookup } from '../surveys';
import { careCalendar } from './care-calendar.service';
import { decideVisit, requestMorePhotos } from './care-decisions.service';
import { FORMULARY } from './care-formulary';
import { readCarePhoto } from './care-photos.service';
import { careProviderOf, type CareProvider } from './care-provider';
import { reviewQueue, reviewQueueVisitsAfter, waitingThreadsAfter } from './care-queue.service';
import { answerAsProvider, careTeamThread } from './care-team-threads.service';
import { careVisitView, openVisitForCare } from './care-visit.service';

export interface CarePortalDeps extends EmailOutbox {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  registry: SurveyLookup;
  careLinks: PhotoLinkSigner;
  patientAppOrigin: (brandId: number) => string;
}

const TAGS = ['care portal'];

/**
 * The provider portal's calls (issue 14, ADR 117), on the provider surface: every request leaves
 * an audit row (surfaces/request-audit.ts) naming the patient each handler notes before any check
 * that could refuse it, so a refused attempt is on record against the patient too.
 */
export const carePortalRoutes: FastifyPluginAsyncZod<CarePortalDeps> = async (app, deps) => {
  const { db } = deps;
  const providerOf = (request: FastifyRequest): CareProvider => careProviderOf(signedInStaffOf(request));
  const seenBy = (request: FastifyRequest) => (patientId: number) => noteAudit(request, { patientId });
  const visitDeps = { db, registry: deps.registry, careLinks: deps.careLinks };

  async function openVisit(request: FastifyRequest, uuid: string) {
    const provider = providerOf(request);
    noteAudit(request, { subject: { visitUuid: uuid } });
    const opened = await openVisitForCare(db, provider, uuid, seenBy(request));
    return { provider, ...opened };
  }

  async function visitResponse(request: FastifyRequest, uuid: string) {
    const { provider, visit, patient } = await openVisit(request, uuid);
    return { data: await careVisitView(visitDeps, provider, visit, patient, await deps.clock.now()) };
  }

  app.get(
    '/api/care/queue',
    { config: { auditAction: 'care.queue.read' }, schema: { tags: TAGS, summary: "Completed visits in the provider's states, oldest first, and threads waiting for an answer", response: { 200: ReviewQueueResponseSchema } } },
    async (request) => ({ data: await reviewQueue(db, providerOf(request), await deps.clock.now()) }),
  );

  app.get(
    '/api/care/queue/visits',
    { config: { auditAction: 'care.queue.read' }, schema: { tags: TAGS, summary: 'The next page of waiting visits, after a cursor the queue gave', querystring: QueuePageQuerySchema, response: { 200: ReviewQueueVisitsResponseSchema } } },
    async (request) => ({ data: await reviewQueueVisitsAfter(db, providerOf(request), request.query.after, await deps.clock.now()) }),
  );

  app.get(
    '/api/care/queue/threads',
    { config: { auditAction: 'care.queue.read' }, schema: { tags: TAGS, summary: 'The next page of threads waiting for an answer, after a cursor the queue gave', querystring: QueuePageQuerySchema, response: { 200: WaitingThreadsResponseSchema } } },
    async (request) => ({ data: await waitingThreadsAfter(db, providerOf(request), request.query.after, await deps.clock.now()) }),
  );

  app.get(
    '/api/care/formulary',
    { config: { auditAction: 'care.formulary.read' }, schema: { tags: TAGS, summary: 'The Rx products a provider prescribes from, with ingredient strengths', response: { 200: FormularyResponseSchema } } },
    async () => ({ data: FORMULARY.map((entry) => ({ ...entry, ingredients: entry.ingredients.map((ingredient) => ({ ...ingredient, strengths: [...ingredient.strengths] })) })) }),
  );

  app.get(
    '/api/care/visits/:uuid',
    {
      config: { auditAction: 'visit.read' },
      schema: { tags: TAGS, summary: "A visit's answers, health history, photos and ID, guardian and consultation (audited)", params: CareVisitParamsSchema, response: { 200: CareVisitResponseSchema } },
    },
    async (request) => visitResponse(request, request.params.uuid),
  );

  app.post(
    '/api/care/visits/:uuid/decision',
    {
      config: { auditAction: 'visit.decide' },
      schema: { tags: TAGS, summary: 'Prescribe or decline each Rx of the visit (one decision per visit)', params: CareVisitParamsSchema, body: CareDecisionRequestSchema, response: { 200: CareVisitResponseSchema } },
    },
    async (request) => {
      const { provider, visit, patient } = await openVisit(request, request.params.uuid);
      await decideVisit(db, provider, visit, patient, request.body, await deps.clock.now());
      return visitResponse(request, request.params.uuid);
    },
  );

  app.post(
    '/api/care/visits/:uuid/photo-request',
    {
      config: { auditAction: 'visit.request-photos' },
      schema: { tags: TAGS, summary: 'Ask the patient for more photos of the visit', params: CareVisitParamsSchema, body: PhotoRequestBodySchema, response: { 200: CareVisitResponseSchema } },
    },
    async (request) => {
      const { provider, visit } = await openVisit(request, request.params.uuid);
      await requestMorePhotos(db, provider, visit, request.body.note, await deps.clock.now());
      return visitResponse(request, request.params.uuid);
    },
  );

  app.get(
    '/api/care/photos/:id/file',
    {
      config: { auditAction: 'photo.read' },
      schema: { tags: TAGS, summary: "A patient's photo or ID through the provider's short-lived signed link (audited)", params: PhotoIdParamsSchema, querystring: PhotoFileQuerySchema },
    },
    async (request, reply) => {
      const provider = providerOf(request);
      noteAudit(request, { subject: { photoId: request.params.id } });
      const file = await readCarePhoto({ db, storage: deps.storage, careLinks: deps.careLinks }, provider, request.params.id, request.query, seenBy(request));
      const maxAge = Math.max(0, file.expires - Math.floor(Date.now() / 1000));
      return reply.header('content-type', file.contentType).header('cache-control', `private, max-age=${maxAge}`).header('content-disposition', 'inline').send(file.bytes);
    },
  );

  app.get(
    '/api/care/calendar',
    { config: { auditAction: 'care.calendar.read' }, schema: { tags: TAGS, summary: "The provider's booked consultations (default: the next 14 days)", querystring: CareCalendarQuerySchema, response: { 200: CareCalendarResponseSchema } } },
    async (request) => ({ data: await careCalendar(db, providerOf(request), request.query, await deps.clock.now()) }),
  );

  const threadDeps = { db, links: deps.careLinks, email: deps.email, sealer: deps.sealer, patientAppOrigin: deps.patientAppOrigin };

  app.get(
    '/api/care/threads/:threadId',
    { config: { auditAction: 'care-thread.read' }, schema: { tags: TAGS, summary: "A patient's thread with the care team; opening it marks their messages read", params: CareThreadIdParamsSchema, response: { 200: CareTeamThreadResponseSchema } } },
    async (request) => {
      noteAudit(request, { subject: { threadId: request.params.threadId } });
      return { data: await careTeamThread(threadDeps, providerOf(request), request.params.threadId, seenBy(request), await deps.clock.now()) };
    },
  );

  app.post(
    '/api/care/threads/:threadId/messages',
    {
      config: { auditAction: 'care-thread.answer' },
      schema: { tags: TAGS, summary: "The provider's answer in a patient's thread, with photos uploaded for it (the patient is emailed)", params: CareThreadIdParamsSchema, body: CareTeamReplyRequestSchema, response: { 200: CareTeamThreadResponseSchema } },
    },
    async (request) => {
      noteAudit(request, { subject: { threadId: request.params.threadId } });
      return { data: await answerAsProvider(threadDeps, providerOf(request), request.params.threadId, request.body, seenBy(request), await deps.clock.now()) };
    },
  );
};

