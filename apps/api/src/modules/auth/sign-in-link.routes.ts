import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginResponseSchema, SignInLinkRequestSchema, SignInLinkResponseSchema, SignInLinkUseRequestSchema } from '@app/domain/contracts';
import type { FastifyRequest } from 'fastify';
import { toPatientView } from '../patients';
import { rememberDevice, type KnownDeviceCookieSettings } from './known-device-cookie';
import { patientAccountOf } from './login.service';
import { sendSignInLink, signInWithLink, type SignInLinkDeps } from './sign-in-link.service';

export interface SignInLinkRoutesOptions extends SignInLinkDeps {
  knownDevices: KnownDeviceCookieSettings;
}

const brandOf = (request: FastifyRequest) => ({ id: request.brand.id, name: request.brand.name, origin: `${request.protocol}://${request.host}` });

/** The emailed one-time sign-in link a limited account is offered (visitor surface, ADR 134). */
export const signInLinkRoutes: FastifyPluginAsyncZod<SignInLinkRoutesOptions> = async (app, opts) => {
  app.post(
    '/api/auth/sign-in-link',
    {
      schema: {
        tags: ['identity'],
        summary: 'Email a one-time sign-in link to the account of this address, if any (limited per email and address)',
        body: SignInLinkRequestSchema,
        response: { 200: SignInLinkResponseSchema },
      },
    },
    async (request) => ({ message: await sendSignInLink(opts, brandOf(request), request.body, request.ip) }),
  );

  app.post(
    '/api/auth/sign-in-link/use',
    {
      schema: {
        tags: ['identity'],
        summary: 'Sign in with the token of an emailed sign-in link (once, within 15 minutes)',
        body: SignInLinkUseRequestSchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const patient = await signInWithLink(opts, request.brand.id, request.body.token, request.ip);
      // Proving the mailbox makes this browser a known device, as a password would.
      rememberDevice(reply, opts.knownDevices, patientAccountOf(patient.brandId, patient.email), undefined);
      await app.sessions.signIn(request, reply, { role: 'patient', patientId: patient.id });
      return { user: toPatientView(patient), message: '' };
    },
  );
};
