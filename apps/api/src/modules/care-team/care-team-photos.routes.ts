import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CarePhotoResponseSchema, CareThreadIdParamsSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { signedInStaffOf } from '../../http/audience';
import { noteAudit } from '../../http/audit-note';
import { type FileStorage, createHeicDecoder, assertDeclaredLength, PHOTO_FORM_LIMITS, readPhotoForm, type PhotoLinkSigner, type MediaDeps } from '../media';
import { careProviderOf } from './care-provider';
import { uploadAnswerPhoto } from './care-team-threads.service';

/**
 * The provider's photo upload for an answer (ADR 120), on the provider surface: the patient's
 * pipeline, a multipart `file`, in a plugin of its own so only this route takes multipart bodies.
 * The answer then names the photo's id, as the patient's messages do (ADR 112).
 */
export const careTeamPhotoRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage; careLinks: PhotoLinkSigner }> = async (app, { db, storage, careLinks }) => {
  const deps: MediaDeps = { db, storage, links: careLinks, decodeHeic: createHeicDecoder(), warn: (error, message) => app.log.warn({ err: error }, message) };
  await app.register(fastifyMultipart, { limits: PHOTO_FORM_LIMITS });

  app.post(
    '/api/care/threads/:threadId/photos',
    {
      config: { auditAction: 'care-thread.photo-upload' },
      onRequest: async (request) => assertDeclaredLength(request),
      schema: {
        tags: ['care portal'],
        summary: "Upload a photo for an answer in a patient's thread (multipart: file); send its id with the answer",
        params: CareThreadIdParamsSchema,
        response: { 200: CarePhotoResponseSchema },
      },
    },
    async (request) => {
      noteAudit(request, { subject: { threadId: request.params.threadId } });
      const provider = careProviderOf(signedInStaffOf(request));
      const form = await readPhotoForm(request);
      const photo = await uploadAnswerPhoto(deps, provider, request.params.threadId, form.file, (patientId) => noteAudit(request, { patientId }));
      return { data: photo };
    },
  );
};
