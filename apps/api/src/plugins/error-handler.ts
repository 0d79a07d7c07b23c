import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@app/domain/contracts';
import type { ErrorCode } from '@app/domain/errors';
import { MESSAGES, invalidFieldMessage } from '@app/domain/messages';
import { addFieldError, summarizeFieldErrors, type FieldErrors } from '@app/domain/validation';
import { AppError } from '../errors';

/** "/email" → "email"; "/treatmentCategories/0" → "treatmentCategories"; "" → "body". */
function fieldOf(instancePath: string): string {
  return instancePath.split('/').filter(Boolean)[0] ?? 'body';
}

/**
 * The one error mapping: AppError → its status and `{ message, code, errors? }`; a request that
 * does not fit its route schema → 422 per field; framework 4xx → their status with a plain
 * message; anything else → a logged, generic 500 that shows no internals.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.message, code: error.code };
      if (error.fieldErrors) {
        body.errors = error.fieldErrors;
      }
      if (error.retryAfterSeconds !== undefined) {
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        if (!errors[field]) {
          addFieldError(errors, field, invalidFieldMessage(field));
        }
      }
      const body: ErrorBody = { message: summarizeFieldErrors(errors), code: 'VALIDATION_FAILED', errors };
      return reply.status(422).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code: ErrorCode = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
      return reply.status(status).send({ message: error.message, code } satisfies ErrorBody);
    }
    // Only the error itself is logged: never the body, which may hold health data or passwords.
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.form.genericServerError, code: 'INTERNAL' } satisfies ErrorBody);
  });
});

/**
 * Fastify's `frameworkErrors` option: a url whose percent-encoding does not decode (or whose
 * parameter is too long) is refused before routing, outside the error handler, so it is answered
 * here in the same `{ message, code }` shape.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    reply.log.error({ err: error }, 'unhandled error');
    void reply.status(500).send({ message: MESSAGES.form.genericServerError, code: 'INTERNAL' } satisfies ErrorBody);
    return;
  }
  void reply.status(status).send({ message: MESSAGES.form.invalidAddress, code: 'BAD_REQUEST' } satisfies ErrorBody);
}
