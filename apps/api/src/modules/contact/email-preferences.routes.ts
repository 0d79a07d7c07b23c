import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DoubleOptInRequestSchema, MessageResponseSchema, UnsubscribeRequestSchema } from '@app/domain/contracts';
import { requestDoubleOptIn, unsubscribe, type EmailPreferencesDeps } from './email-preferences.service';
import { patientIdOf, optionalPatientIdOf } from '../../http/audience';

const tags = ['messaging'];

/** The email-service preference calls of 001 §7.4 (who may call them: ADR 022): the signed-in patient's double opt-in. */
export const emailPreferencesRoutes: FastifyPluginAsyncZod<EmailPreferencesDeps> = async (app, deps) => {
  app.post(
    '/iterable/preferences/double-opt-in',
    {
      config: { auditAction: 'account.email-opt-in' },
      schema: {
        tags,
        summary: "Subscribe the signed-in patient's own address to a message type",
        body: DoubleOptInRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => ({
      message: await requestDoubleOptIn(deps, patientIdOf(request), request.brand.id, request.body),
    }),
  );

};

/** Unsubscribe, from an email's link: anyone, limited per client address (public surface). */
export const unsubscribeRoutes: FastifyPluginAsyncZod<EmailPreferencesDeps> = async (app, deps) => {
  app.post(
    '/iterable/preferences/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Unsubscribe an address from a subscription group (anyone; limited per client address)',
        body: UnsubscribeRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => ({
      message: await unsubscribe(
        deps,
        { patientId: (optionalPatientIdOf(request) ?? null), brandId: request.brand.id, clientAddress: request.ip },
        request.body,
      ),
    }),
  );
};
