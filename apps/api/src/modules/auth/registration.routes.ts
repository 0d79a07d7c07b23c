import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_REGISTRATION_OUTCOME, RegisterRequestSchema, RegisterResponseSchema } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import type { Db } from '../../db/client';
import { withFlash } from '../flash-messages';
import type { Clock } from '../clock';
import { joinReferral } from '../promotions';
import { attributeToPatient } from '../tracking';
import { toPatientView } from '../patients';
import { registerPatient } from './registration.service';

export interface RegistrationRoutesOptions {
  db: Db;
  maxAttemptsPerAddress: number;
  windowMinutes: number;
  unavailableStates: readonly string[];
  clock: Clock;
}

export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (app, opts) => {
  app.post(
    '/api/register',
    {
      schema: {
        tags: ['identity'],
        summary: 'Register, or (emailOnly) learn whether the email is known',
        body: RegisterRequestSchema,
        response: { 200: RegisterResponseSchema },
      },
    },
    async (request, reply) => {
      // Read before signing in: the new session starts empty.
      const invite = request.session?.data.referralInvite;
      const result = await registerPatient(opts.db, request.brand.id, request.body, {
        eligibility: request.session?.data.eligibility,
        unavailableStates: opts.unavailableStates,
        addressLimit: { key: `register:address:${request.ip}`, max: opts.maxAttemptsPerAddress, windowMinutes: opts.windowMinutes },
        ipAddress: request.ip,
      });
      if (result.kind === 'answer') {
        return { ...result.response, user: null, message: '' };
      }
      await app.sessions.signIn(request, reply, { role: 'patient', patientId: result.patient.id });
      await app.trackEvent(request, { name: 'account_registered', patientId: result.patient.id });
      await attributeToPatient(opts.db, request.tracking, result.patient.id);
      if (invite) {
        await joinReferral(opts.db, invite, result.patient, await opts.clock.now());
      }
      // The invite is used: the patient's session does not carry it on.
      await app.sessions.updateData(request, reply, ({ referralInvite: _used, ...data }) =>
        withFlash(data, { type: 'success', content: MESSAGES.account.registered }),
      );
      return {
        ...NO_REGISTRATION_OUTCOME,
        user: toPatientView(result.patient),
        message: MESSAGES.account.registered,
      };
    },
  );
};
