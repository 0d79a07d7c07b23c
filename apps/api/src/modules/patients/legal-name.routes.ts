import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LegalNameRequestSchema, LegalNameResponseSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { updateLegalName } from './legal-name.service';
import { toPatientView } from './patient-view';
import { patientIdOf } from '../../http/audience';

/** The legal name step (000 §2); the path is the spec's (001 §7.1). */
export const legalNameRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/app/users/self/legal-name',
    {
      config: { auditAction: 'account.legal-name' },
      schema: {
        tags: ['identity'],
        summary: "Set the signed-in patient's legal name (and date of birth when asked)",
        body: LegalNameRequestSchema,
        response: { 200: LegalNameResponseSchema },
      },
    },
    async (request) => {
      const patient = await updateLegalName(db, patientIdOf(request), request.body);
      return { data: toPatientView(patient) };
    },
  );
};
