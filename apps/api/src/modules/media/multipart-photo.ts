import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@app/domain/messages';
import { PHOTO_MAX_BYTES } from '@app/domain/photos';
import { addFieldError, hasFieldErrors, type FieldErrors } from '@app/domain/validation';
import { AppError, validationError } from '../../errors';
import { collectUnstorableFields } from '../../http/storable-text';

/** Limits handed to @fastify/multipart: one file, a few short text fields. */
export const PHOTO_FORM_LIMITS = {
  fileSize: PHOTO_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 100,
} as const;

// Room for the multipart framing and text fields around the largest allowed file.
const FORM_OVERHEAD_BYTES = 64 * 1024;

export function tooLargeError(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', MESSAGES.photos.tooLarge);
}

/** Refuses a body that declares itself too large before any of it is read. */
export function assertDeclaredLength(request: FastifyRequest): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES) {
    throw tooLargeError();
  }
}

/**
 * A parser error without a status of its own: the content type names no usable boundary (none,
 * empty, over 256 characters) or the body ends inside a part. @fastify/multipart's own errors
 * (limits, prototype keys) carry their status and pass on.
 */
function isMalformedForm(error: unknown): boolean {
  return error instanceof Error && (error as { statusCode?: number }).statusCode === undefined;
}

/**
 * Reads a photo form (`file` plus text fields, in any order) into memory. The file is buffered
 * because its fields may arrive after it; the size limit stops reading at 15 MB. A form that
 * cannot be parsed is a 400, and text fields are held to the same characters as JSON bodies.
 */
export async function readPhotoForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: Buffer }> {
  if (!request.isMultipart()) {
    throw validationError({ file: [MESSAGES.photos.fileRequired] });
  }
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') {
          file = bytes;
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLargeError();
    }
    if (isMalformedForm(error)) {
      throw new AppError('BAD_REQUEST', MESSAGES.photos.formUnreadable);
    }
    throw error;
  }
  const errors: FieldErrors = {};
  collectUnstorableFields(fields, errors, 'body');
  if (!file || file.length === 0) {
    addFieldError(errors, 'file', MESSAGES.photos.fileRequired);
  }
  if (hasFieldErrors(errors) || !file) {
    throw validationError(errors);
  }
  return { fields, file };
}
