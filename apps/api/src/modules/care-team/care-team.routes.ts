import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CareReplyRequestSchema, CareThreadParamsSchema, CareThreadResponseSchema, CareThreadsResponseSchema, CareUnreadResponseSchema, StartCareThreadRequestSchema, CareReplyTimeResponseSchema, PatientPhotoRequestsResponseSchema, PrescriptionsResponseSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import type { PhotoLinkSigner } from '../media';
import { patientIdOf } from '../../http/audience';
import {
  countUnreadCareMessages,
  getCareThread,
  listCareThreads,
  markCareThreadRead,
  replyToCareThread,
  startCareThread,
  type CareMessagesDeps,
} from './care-messages.service';
import { openPhotoRequestsOfPatient } from './photo-requests.service';
import type { Clock } from '../clock';
import { listPatientPrescriptions } from './prescriptions.service';
import { createUsualReplyTime } from './reply-time.service';

const TAGS = ['care team'];

/**
 * The patient's side of the care team (issue 13 item 4, ADR 112): prescriptions, and message
 * threads with the care team. Photos are uploaded first (`POST /api/patient/care-message-photos`,
 * the media module) and named here by id.
 */
export const careTeamRoutes: FastifyPluginAsyncZod<{ db: Db; photoLinks: PhotoLinkSigner; clock: Clock }> = async (app, { db, photoLinks, clock }) => {
  const deps: CareMessagesDeps = { db, links: photoLinks };
  const usualReplyTime = createUsualReplyTime(db);

  app.get(
    '/api/patient/prescriptions',
    { config: { auditAction: 'prescriptions.read' }, schema: { tags: TAGS, summary: "The signed-in patient's prescriptions, newest first, with ingredients and the provider's name", response: { 200: PrescriptionsResponseSchema } } },
    async (request) => ({ data: await listPatientPrescriptions(db, patientIdOf(request)) }),
  );

  app.get(
    '/api/patient/care-messages',
    { config: { auditAction: 'care-threads.read' }, schema: { tags: TAGS, summary: "The patient's threads with the care team, latest activity first, with unread counts", response: { 200: CareThreadsResponseSchema } } },
    async (request) => ({ data: await listCareThreads(db, patientIdOf(request)) }),
  );

  app.get(
    '/api/patient/care-messages/unread',
    { schema: { tags: TAGS, summary: 'How many care-team messages the patient has not read', response: { 200: CareUnreadResponseSchema } } },
    async (request) => ({ data: { unreadCount: await countUnreadCareMessages(db, patientIdOf(request)) } }),
  );

  app.get(
    '/api/patient/care-messages/reply-time',
    {
      schema: {
        tags: TAGS,
        summary: "The care team's usual reply time: the median first-answer wait of the last 30 days, null with too few answers (ADR 120)",
        response: { 200: CareReplyTimeResponseSchema },
      },
    },
    async () => ({ data: { usualReplyMinutes: await usualReplyTime() } }),
  );

  app.get(
    '/api/patient/photo-requests',
    {
      // The provider's note is clinical: a read of health data (ADR 116).
      config: { auditAction: 'photo-requests.read' },
      schema: {
        tags: TAGS,
        summary: "The provider's requests for more photos that the patient has not answered with a photo yet, newest first (ADR 120)",
        response: { 200: PatientPhotoRequestsResponseSchema },
      },
    },
    async (request) => ({ data: await openPhotoRequestsOfPatient(db, patientIdOf(request)) }),
  );

  app.post(
    '/api/patient/care-messages',
    {
      config: { auditAction: 'care-thread.start' },
      schema: {
        tags: TAGS,
        summary: 'Starts a thread with the care team: subject, message and up to four uploaded photos',
        body: StartCareThreadRequestSchema,
        response: { 200: CareThreadResponseSchema },
      },
    },
    async (request) => ({ data: await startCareThread(deps, patientIdOf(request), request.body, await clock.now()) }),
  );

  app.get(
    '/api/patient/care-messages/:threadId',
    { config: { auditAction: 'care-thread.read' }, schema: { tags: TAGS, summary: 'One of the patient’s threads, oldest message first', params: CareThreadParamsSchema, response: { 200: CareThreadResponseSchema } } },
    async (request) => ({ data: await getCareThread(deps, patientIdOf(request), request.params.threadId) }),
  );

  app.post(
    '/api/patient/care-messages/:threadId/read',
    {
      config: { auditAction: 'care-thread.mark-read' },
      schema: {
        tags: TAGS,
        summary: "Marks the care team's messages in the thread read (opening it); answers the unread count left",
        params: CareThreadParamsSchema,
        response: { 200: CareUnreadResponseSchema },
      },
    },
    async (request) => ({ data: { unreadCount: await markCareThreadRead(db, patientIdOf(request), request.params.threadId, await clock.now()) } }),
  );

  app.post(
    '/api/patient/care-messages/:threadId/messages',
    {
      config: { auditAction: 'care-thread.reply' },
      schema: {
        tags: TAGS,
        summary: 'The patient’s reply in one of their threads, with up to four uploaded photos',
        params: CareThreadParamsSchema,
        body: CareReplyRequestSchema,
        response: { 200: CareThreadResponseSchema },
      },
    },
    async (request) => ({ data: await replyToCareThread(deps, patientIdOf(request), request.params.threadId, request.body, await clock.now()) }),
  );
};
