import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TREATMENT_CATEGORY_NAMES } from '@app/domain/constants';
import { MedicalHistoryCompleteResponseSchema, ReferralResponseSchema, SignupCompleteResponseSchema, SkincareGoalsRequestSchema, VisitResponseSchema } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { withFlash } from '../flash-messages';
import { referralLink } from '../patients';
import { saveSkincareGoals, type VisitDeps } from '../journeys';
import { completeMedicalHistoryUpdate, completeSignup } from './completion.service';
import { patientIdOf } from '../../http/audience';

export const completionRoutes: FastifyPluginAsyncZod<VisitDeps> = async (app, deps) => {
  const { db } = deps;
  app.post(
    '/api/visits/:uuid/skincare-goals',
    {
      config: { auditAction: 'visit.skincare-goals' },
      schema: {
        tags: ['visits'],
        summary: "Save the skincare goals step's answers",
        params: z.object({ uuid: z.string().max(64) }),
        body: SkincareGoalsRequestSchema,
        response: { 200: VisitResponseSchema },
      },
    },
    async (request) => ({
      data: await saveSkincareGoals(deps, patientIdOf(request), request.params.uuid, request.body.goals),
    }),
  );

  app.post(
    '/api/signup/complete/:category/:uuid',
    {
      config: { auditAction: 'visit.signup-complete' },
      schema: {
        tags: ['visits'],
        summary: 'Complete a sign-up visit once every earlier step is done',
        params: z.object({ category: z.enum(TREATMENT_CATEGORY_NAMES as ['skin', 'hair']), uuid: z.string().max(64) }),
        response: { 200: SignupCompleteResponseSchema },
      },
    },
    async (request) => {
      const visit = await completeSignup(deps, patientIdOf(request), request.params.category, request.params.uuid);
      return { data: { visit }, message: MESSAGES.completion.signupCompleted };
    },
  );

  app.post(
    '/api/surveys/medical-history-update-complete',
    {
      config: { auditAction: 'health-history.update-complete' },
      schema: {
        tags: ['visits'],
        summary: 'Complete the medical-history update; a claimed promotion becomes a $20 credit',
        response: { 200: MedicalHistoryCompleteResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await completeMedicalHistoryUpdate(deps, patientIdOf(request));
      await app.sessions.updateData(request, reply, (data) => withFlash(data, { type: 'success', content: result.message }));
      return { data: { creditedCents: result.creditedCents }, message: result.message };
    },
  );

  app.get(
    '/api/patient/referral',
    { schema: { tags: ['visits'], summary: "The patient's referral link (give $20, get $20)", response: { 200: ReferralResponseSchema } } },
    async (request) => {
      const origin = `${request.protocol}://${request.headers.host ?? request.hostname}`;
      return { data: { link: await referralLink(db, patientIdOf(request), origin) } };
    },
  );
};
