import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EligibilityInputSchema, EligibilityResponseSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { recordPatientEligibility } from '../patients';
import { ineligibleEvent } from '../tracking';
import { assessEligibility, withAccountHistory, type EligibilitySettings } from './eligibility.service';
import { optionalPatientIdOf } from '../../http/audience';

export const eligibilityRoutes: FastifyPluginAsyncZod<{ db: Db; settings: EligibilitySettings }> = async (app, opts) => {
  app.post(
    '/api/eligibility/evaluate',
    {
      config: { auditAction: 'account.eligibility' },
      schema: {
        tags: ['eligibility'],
        summary: 'Check the eligibility form and decide whether the patient can be treated',
        body: EligibilityInputSchema,
        response: { 200: EligibilityResponseSchema },
      },
    },
    async (request, reply) => {
      const patientId = optionalPatientIdOf(request);
      const ruled = assessEligibility(request.body, opts.settings);
      const eligibility = await withAccountHistory(opts.db, ruled, patientId);
      await app.sessions.updateData(request, reply, (data) => ({ ...data, eligibility }));
      if (patientId != null) {
        // The answers on record are the rules' judgement; a finished sign-up does not undo them.
        await recordPatientEligibility(opts.db, patientId, ruled);
      }
      if (eligibility.ineligibleReason) {
        await app.trackEvent(request, ineligibleEvent(eligibility.ineligibleReason.reason, patientId ?? undefined));
      }
      return { data: eligibility };
    },
  );
};
