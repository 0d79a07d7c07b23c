import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PatientResponseSchema } from '@app/domain/contracts';
import { toPatientView } from './patient-view';
import { signedInPatientOf } from '../../http/audience';

export const patientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/patient',
    { schema: { tags: ['identity'], summary: 'The signed-in patient (401 when anonymous)', response: { 200: PatientResponseSchema } } },
    // The account row came with the session: this answer makes no query of its own (ADR 076).
    async (request) => ({ data: toPatientView(signedInPatientOf(request)) }),
  );
};
