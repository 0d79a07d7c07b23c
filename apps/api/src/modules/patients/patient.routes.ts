import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PatientResponseSchema } from '@app/domain/contracts/patient';
import type { Db } from '../../db/client';
import { toPatientView } from './patient-view';
import { getSignedInPatient } from './patients.service';
import { patientIdOf } from '../../surfaces/audience';

export const patientRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  app.get(
    '/api/patient',
    { schema: { tags: ['identity'], summary: 'The signed-in patient (401 when anonymous)', response: { 200: PatientResponseSchema } } },
    async (request) => {
      const patientId = patientIdOf(request);
      return { data: toPatientView(await getSignedInPatient(opts.db, patientId)) };
    },
  );
};
