import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailVerificationStatusResponseSchema, SendVerificationEmailResponseSchema, VerifyEmailQuerySchema } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import type { Db } from '../../db/client';
import { withFlash } from '../flash-messages';
import {
  autoVerifyEmail,
  getEmailVerificationStatus,
  pathAfterVerification,
  sendVerificationEmail,
  verifyEmailByToken,
  VERIFY_EMAIL_PATH,
  type EmailVerificationDeps,
} from './email-verification.service';
import { patientIdOf, optionalPatientIdOf } from '../../http/audience';

const tags = ['messaging'];

/** The email verification step (001 §7.1), for the signed-in patient. */
export const emailVerificationRoutes: FastifyPluginAsyncZod<EmailVerificationDeps> = async (app, deps) => {
  app.get(
    '/api/patient/email-verification',
    {
      schema: {
        tags,
        summary: "Whether the patient's email address is verified and when a link was last sent",
        response: { 200: EmailVerificationStatusResponseSchema },
      },
    },
    async (request) => ({ data: await getEmailVerificationStatus(deps, patientIdOf(request)) }),
  );

  app.post(
    '/api/patient/send-verification-email',
    {
      config: { auditAction: 'account.email-verification-send' },
      schema: {
        tags,
        summary: 'Email a verification link (3 per 15 minutes, 10 a day)',
        response: { 200: SendVerificationEmailResponseSchema },
      },
    },
    async (request) =>
      sendVerificationEmail(deps, patientIdOf(request), request.brand, `${request.protocol}://${request.host}`),
  );

};

/** The link the verification email carries: opened signed in or not (visitor surface). */
export const emailVerificationLinkRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    VERIFY_EMAIL_PATH,
    {
      schema: {
        tags,
        summary: 'The link in the email: verifies the address, then redirects with a flash message',
        querystring: VerifyEmailQuerySchema,
      },
    },
    async (request, reply) => {
      const patientId = await verifyEmailByToken(deps.db, request.query.token, request.ip);
      const sessionPatientId = (optionalPatientIdOf(request) ?? null);
      const flash = patientId
        ? ({ type: 'success', content: MESSAGES.emailVerification.verified } as const)
        : ({ type: 'error', content: MESSAGES.emailVerification.linkInvalid } as const);
      await app.sessions.updateData(request, reply, (data) => withFlash(data, flash));
      let target = '/auth/login';
      if (patientId && sessionPatientId === patientId) {
        target = await pathAfterVerification(deps.db, patientId);
      } else if (patientId) {
        target = `/auth/login?redirect=${encodeURIComponent(await pathAfterVerification(deps.db, patientId))}`;
      } else if (sessionPatientId) {
        target = await pathAfterVerification(deps.db, sessionPatientId);
      }
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  );
};

/** Verifies the signed-in patient's email without an email (patient surface, development only). */
export const devEmailRoutes: FastifyPluginAsyncZod<EmailVerificationDeps> = async (app, deps) => {
  app.get(
    '/dev/auth/verify',
    {
      config: { auditAction: 'account.email-verify' },
      schema: {
        tags: ['development'],
        summary: "Verify the signed-in patient's email address without an email (development only)",
        response: { 200: EmailVerificationStatusResponseSchema },
      },
    },
    async (request) => ({ data: await autoVerifyEmail(deps, patientIdOf(request)) }),
  );
};
