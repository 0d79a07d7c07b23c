import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EligibilityRecheckRequestSchema, EligibilityRecheckResponseSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { signedInPatientOf } from '../../http/audience';
import { ineligibleEvent } from '../tracking';
import type { EligibilitySettings } from './eligibility.service';
import { recheckEligibility } from './eligibility-recheck.service';

/** The eligibility check after an address update (001 §4, §7.2; path ours, ADR 105). */
export const eligibilityRecheckRoutes: FastifyPluginAsyncZod<{
  db: Db;
  settings: EligibilitySettings;
}> = async (app, opts) => {
  app.post(
    '/api/patient/eligibility/recheck',
    {
      config: { auditAction: 'account.eligibility-recheck' },
      schema: {
        tags: ['eligibility'],
        summary:
          "Judge the treatment categories against the patient's shipping address and date of birth on file",
        body: EligibilityRecheckRequestSchema,
        response: { 200: EligibilityRecheckResponseSchema },
      },
    },
    async (request) => {
      const patient = signedInPatientOf(request);
      const answer = await recheckEligibility(opts.db, opts.settings, patient, request.body);
      if (answer.ineligibleReason) {
        await app.trackEvent(request, ineligibleEvent(answer.ineligibleReason.reason, patient.id));
      }
      return { data: answer };
    },
  );
};
