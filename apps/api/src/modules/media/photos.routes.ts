import { z } from 'zod';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PhotoFileQuerySchema, PhotoIdParamsSchema, PhotoResponseSchema, PhotoTypesForFlowsResponseSchema, PhotoTypesResponseSchema, PhotoUploadFieldsSchema, RequiredPhotosParamsSchema, RequiredPhotosQuerySchema, SimplePhotoUploadFieldsSchema, VisitPhotoParamsSchema, CarePhotoResponseSchema } from '@app/domain/contracts';
import { invalidFieldMessage } from '@app/domain/messages';
import type { Db } from '../../db/client';
import { validationError } from '../../errors';
import { createHeicDecoder } from './image-pipeline';
import { assertDeclaredLength, PHOTO_FORM_LIMITS, readPhotoForm } from './multipart-photo';
import type { PhotoLinkSigner } from './photo-links';
import {
  deleteOwnPhoto,
  deleteVisitPhoto,
  listPhotoTypesForFlows,
  listRequiredPhotoTypes,
  readPhotoFile,
  uploadVisitPhoto,
  type MediaDeps,
} from './photo-uploads.service';
import type { FileStorage } from './file-storage';
import { uploadCareMessagePhoto } from './care-message-photos.service';
import { patientIdOf, optionalPatientIdOf } from '../../http/audience';

const DeletedResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });
const UuidParams = z.object({ uuid: z.string().max(64) });

type UploadFailure = { statusCode?: number; status?: number; code?: string };

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'perspective');
    throw validationError({ [field]: [invalidFieldMessage(field)] });
  }
  return parsed.data;
}

/** Uploads, deletes and the owner-only file route, for the signed-in patient (docs/decisions/030, 031). */
export const photosRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage; photoLinks: PhotoLinkSigner }> = async (
  app,
  { db, storage, photoLinks: links },
) => {
  const deps: MediaDeps = {
    db,
    storage,
    links,
    decodeHeic: createHeicDecoder(),
    warn: (error, message) => app.log.warn({ err: error }, message),
  };
  // 000 §8: a failed upload fires photo-upload-failed. Only the status and code travel, no file data.
  const reportUploadFailure = async (request: FastifyRequest, _reply: unknown, error: UploadFailure) => {
    await app.trackEvent(request, {
      name: 'photo_upload_failed',
      patientId: optionalPatientIdOf(request),
      properties: { status: error.status ?? error.statusCode ?? 500, code: error.code ?? 'INTERNAL' },
    });
  };
  // Registered here, so only these routes accept multipart bodies.
  await app.register(fastifyMultipart, { limits: PHOTO_FORM_LIMITS });

  app.post(
    '/app/photo/upload',
    {
      config: { auditAction: 'photo.upload' },
      onRequest: async (request) => assertDeclaredLength(request),
      onError: reportUploadFailure,
      schema: { tags: ['photos'], summary: 'Upload a photo (multipart: file, perspective, visitUuid)', response: { 200: PhotoResponseSchema } },
    },
    async (request) => {
      const patientId = patientIdOf(request);
      const form = await readPhotoForm(request);
      const fields = parseFields(SimplePhotoUploadFieldsSchema, form.fields);
      return { data: await uploadVisitPhoto(deps, patientId, fields.visitUuid, { perspective: fields.perspective, bytes: form.file }) };
    },
  );

  app.post(
    '/api/visits/:uuid/photos',
    {
      config: { auditAction: 'photo.upload' },
      onRequest: async (request) => assertDeclaredLength(request),
      onError: reportUploadFailure,
      schema: {
        tags: ['photos'],
        summary: "Upload a photo to a visit (multipart: file, perspective)",
        params: UuidParams,
        response: { 200: PhotoResponseSchema },
      },
    },
    async (request) => {
      const patientId = patientIdOf(request);
      const form = await readPhotoForm(request);
      const fields = parseFields(PhotoUploadFieldsSchema, form.fields);
      return { data: await uploadVisitPhoto(deps, patientId, request.params.uuid, { perspective: fields.perspective, bytes: form.file }) };
    },
  );

  app.post(
    '/api/patient/care-message-photos',
    {
      config: { auditAction: 'care-message.photo-upload' },
      onRequest: async (request) => assertDeclaredLength(request),
      onError: reportUploadFailure,
      schema: {
        tags: ['care team'],
        summary: 'Upload a photo to attach to a message to the care team (multipart: file); send its id with the message (ADR 112)',
        response: { 200: CarePhotoResponseSchema },
      },
    },
    async (request) => {
      const patientId = patientIdOf(request);
      const form = await readPhotoForm(request);
      return { data: await uploadCareMessagePhoto(deps, patientId, form.file) };
    },
  );

  app.delete(
    '/api/visits/:uuid/photos/:photoId',
    { config: { auditAction: 'photo.delete' }, schema: { tags: ['photos'], summary: 'Delete a photo of a visit', params: VisitPhotoParamsSchema, response: { 200: DeletedResponseSchema } } },
    async (request) => {
      const patientId = patientIdOf(request);
      await deleteVisitPhoto(deps, patientId, request.params.uuid, request.params.photoId);
      return { data: { id: request.params.photoId } };
    },
  );

  app.delete(
    '/api/photos/:id',
    { config: { auditAction: 'photo.delete' }, schema: { tags: ['photos'], summary: 'Delete one of your photos', params: PhotoIdParamsSchema, response: { 200: DeletedResponseSchema } } },
    async (request) => {
      const patientId = patientIdOf(request);
      await deleteOwnPhoto(deps, patientId, request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  app.get(
    '/api/photos/:id/file',
    {
      config: { auditAction: 'photo.read' },
      schema: {
        tags: ['photos'],
        summary: "A photo's bytes, through a short-lived signed link, for its owner only",
        params: PhotoIdParamsSchema,
        querystring: PhotoFileQuerySchema,
      },
    },
    async (request, reply) => {
      const patientId = patientIdOf(request);
      const file = await readPhotoFile(deps, patientId, request.params.id, request.query);
      const maxAge = Math.max(0, file.expires - Math.floor(Date.now() / 1000));
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('content-disposition', 'inline')
        .send(file.bytes);
    },
  );
};

/** Which photos a flow asks for: before the account too (visitor surface). */
export const photoTypeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/app/photos/required/:x',
    {
      schema: {
        tags: ['photos'],
        summary: 'Photo types of a treatment category (name or id) for a flow type',
        params: RequiredPhotosParamsSchema,
        querystring: RequiredPhotosQuerySchema,
        response: { 200: PhotoTypesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listRequiredPhotoTypes(db, optionalPatientIdOf(request), request.params.x, request.query.flowType) };
    },
  );

  app.get(
    '/app/photos/for-flows',
    { schema: { tags: ['photos'], summary: 'Photo types of every flow type and category', response: { 200: PhotoTypesForFlowsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listPhotoTypesForFlows(db, optionalPatientIdOf(request)) };
    },
  );
};
