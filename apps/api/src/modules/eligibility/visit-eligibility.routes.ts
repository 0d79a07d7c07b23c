import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EligibilityResponseSchema, VisitEligibilityInputSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { signedInPatientOf } from '../../http/audience';
import { ineligibleEvent } from '../tracking';
import type { EligibilitySettings } from './eligibility.service';
import { confirmVisitEligibility } from './visit-eligibility.service';

export const visitEligibilityRoutes: FastifyPluginAsyncZod<{ db: Db; settings: EligibilitySettings }> = async (app, opts) => {
  app.post(
    '/api/visits/:uuid/eligibility',
    {
      config: { auditAction: 'visit.eligibility-check' },
      schema: {
        tags: ['eligibility'],
        summary: "Check the patient's state, birthdate and consent for a visit's treatment and keep the answer on the visit",
        params: z.object({ uuid: z.string().max(64) }),
        body: VisitEligibilityInputSchema,
        response: { 200: EligibilityResponseSchema },
      },
    },
    async (request) => {
      const patient = signedInPatientOf(request);
      const eligibility = await confirmVisitEligibility(opts.db, opts.settings, patient, request.params.uuid, request.body);
      if (eligibility.ineligibleReason) {
        await app.trackEvent(request, ineligibleEvent(eligibility.ineligibleReason.reason, patient.id));
      }
      return { data: eligibility };
    },
  );
};
