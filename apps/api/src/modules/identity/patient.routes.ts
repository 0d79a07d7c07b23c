import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PatientResponseSchema } from '@app/domain/contracts/patient';
import { MESSAGES } from '@app/domain/messages/en';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { toPatientView } from './patient-view';
import { findPatientById } from './patients.repository';

export const patientRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  app.get(
    '/api/patient',
    { schema: { tags: ['identity'], summary: 'The signed-in patient (401 when anonymous)', response: { 200: PatientResponseSchema } } },
    async (request) => {
      const patientId = app.sessions.requirePatientId(request);
      const row = await findPatientById(opts.db, patientId);
      if (!row) {
        throw new AppError('UNAUTHENTICATED', MESSAGES.account.unauthenticated);
      }
      return { data: toPatientView(row) };
    },
  );
};
