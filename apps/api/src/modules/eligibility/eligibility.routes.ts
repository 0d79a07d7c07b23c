import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EligibilityInputSchema, EligibilityResponseSchema } from '@app/domain/contracts/eligibility';
import type { Db } from '../../db/client';
import { recordPatientEligibility } from '../patients/patients.service';
import { ineligibleEvent } from '../tracking/analytics';
import { assessEligibility, type EligibilitySettings } from './eligibility.service';
import { optionalPatientIdOf } from '../../surfaces/audience';

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
      const eligibility = assessEligibility(request.body, opts.settings);
      await app.sessions.updateData(request, reply, (data) => ({ ...data, eligibility }));
      const patientId = optionalPatientIdOf(request);
      if (patientId != null) {
        await recordPatientEligibility(opts.db, patientId, eligibility);
      }
      if (eligibility.ineligibleReason) {
        await app.trackEvent(request, ineligibleEvent(eligibility.ineligibleReason.reason, patientId ?? undefined));
      }
      return { data: eligibility };
    },
  );
};
