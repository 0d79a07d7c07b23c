import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GuardianReadResponseSchema, GuardianRequestSchema, GuardianResponseSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { getSignedInPatient, isMinorPatient } from '../patients';
import { readGuardian, submitGuardian } from './guardians.service';
import { patientIdOf } from '../../http/audience';

/**
 * The signed-in patient's parent or guardian (000 §2). There is no id in the path: a patient only
 * ever reads or writes their own guardian. See docs/decisions/050-guardian-submit.md.
 */
export const guardiansRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/patient/guardian',
    {
      schema: {
        tags: ['guardians'],
        summary: "The signed-in patient's guardian, or null",
        response: { 200: GuardianReadResponseSchema },
      },
    },
    async (request) => ({ data: await readGuardian(db, patientIdOf(request)) }),
  );

  app.post(
    '/api/patient/guardian',
    {
      config: { auditAction: 'account.guardian-save' },
      schema: {
        tags: ['guardians'],
        summary: "Give or replace a minor patient's guardian (403 for an adult)",
        body: GuardianRequestSchema,
        response: { 200: GuardianResponseSchema },
      },
    },
    async (request) => {
      const patient = await getSignedInPatient(db, patientIdOf(request));
      // The minor rule lives with the visits (it drives the guardian step); routes may compose modules.
      const { guardian, redirectUrl } = await submitGuardian(db, patient, isMinorPatient(patient), request.body);
      return { data: guardian, redirectUrl };
    },
  );
};
