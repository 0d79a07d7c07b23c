import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVITE_CODE_MAX_LENGTH, VipInviteResponseSchema, BasicPatientResponseSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { optionalPatientIdOf } from '../../http/audience';
import { toBasicPatient } from './patient-view';
import { checkInviteCode } from './patients.service';

/** Routes a visitor may call before having an account (001 §6, §7.1; answers ours: ADR 101). */
export const guestRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/shared/basic-patient',
    {
      schema: {
        tags: ['identity'],
        summary: 'Who is signed in, for pages shared with the marketing site (null for a visitor)',
        response: { 200: BasicPatientResponseSchema },
      },
    },
    // The account row came with the session (ADR 076); a visitor is an answer, not a 401.
    async (request) => {
      const patientId = optionalPatientIdOf(request);
      const row = request.sessionPatient;
      return { data: patientId !== undefined && row?.id === patientId ? toBasicPatient(row) : null };
    },
  );

  app.get(
    '/api/guest/vip-invite-codes/:code',
    {
      schema: {
        tags: ['identity'],
        summary: 'Check a VIP invite code (a referral code of the brand) and the credits it brings',
        params: z.object({ code: z.string().min(1).max(INVITE_CODE_MAX_LENGTH) }),
        response: { 200: VipInviteResponseSchema },
      },
    },
    async (request) => ({ data: await checkInviteCode(db, request.brand.id, request.params.code) }),
  );
};
