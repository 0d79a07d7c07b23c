import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasFieldErrors, type FieldErrors } from '@app/domain/validation';
import { validationError } from '../errors';
import { collectUnstorableFields } from '../http/storable-text';

/**
 * Refuses, with a 422 on the field, any route parameter, query value or JSON body that holds text
 * PostgreSQL cannot store, once for every route and before any handler or query runs (ADR 071).
 */
export const storableTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const errors: FieldErrors = {};
    collectUnstorableFields(request.params, errors, 'path');
    collectUnstorableFields(request.query, errors, 'query');
    collectUnstorableFields(request.body, errors, 'body');
    if (hasFieldErrors(errors)) {
      throw validationError(errors);
    }
  });
});
