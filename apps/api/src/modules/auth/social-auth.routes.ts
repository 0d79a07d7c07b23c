import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SocialProviderParamsSchema, SocialProvidersResponseSchema, SocialStartQuerySchema, type FlashMessage } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { toSameSitePath } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import { withFlash } from '../flash-messages';
import { patientEvent, recordAudit } from '../audit';
import { findPatient } from '../patients';
import { joinReferral } from '../promotions';
import { beginSocialLogin, finishSocialLogin, type SocialProviderRegistry } from './social-auth.service';
import { readPendingSocialLogin, withPendingSocialLogin, withoutPendingSocialLogin } from './social-login-session';

export interface SocialAuthRoutesOptions {
  db: Db;
  providers: SocialProviderRegistry;
  clock: Clock;
}

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Social sign-up and sign-in through OpenID Connect (000 §2): the configured providers of the
 * brand, the redirect to a provider and its callback. See docs/decisions/053-social-sign-up.md.
 */
export const socialAuthRoutes: FastifyPluginAsyncZod<SocialAuthRoutesOptions> = async (app, { db, providers, clock }) => {
  const redirectWithFlash = async (request: FastifyRequest, reply: FastifyReply, flash: FlashMessage, path: string) => {
    await app.sessions.updateData(request, reply, (data) => withFlash(data, flash));
    return reply.redirect(path);
  };

  app.get(
    '/api/auth/social/providers',
    {
      schema: {
        tags: ['identity'],
        summary: 'The social sign-in providers configured for this brand',
        response: { 200: SocialProvidersResponseSchema },
      },
    },
    async (request) => ({ data: providers.listFor(request.brand.id) }),
  );

  app.get(
    '/auth/social/:provider/start',
    {
      schema: {
        tags: ['identity'],
        summary: 'Redirect to the provider with state, nonce and PKCE kept in the session',
        params: SocialProviderParamsSchema,
        querystring: SocialStartQuerySchema,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const client = providers.clientFor(provider, request.brand.id);
      if (!client) {
        const failure = toSameSitePath(request.query.failure) ?? '/auth/login';
        return redirectWithFlash(request, reply, { type: 'error', content: MESSAGES.social.providerUnavailable }, failure);
      }
      const redirectUri = `${origin(request)}/auth/social/${provider}/callback`;
      const { url, pending } = await beginSocialLogin(client, provider, request.query, redirectUri);
      await app.sessions.updateData(request, reply, (data) => withPendingSocialLogin(data, pending));
      return reply.redirect(url.href);
    },
  );

  app.get(
    '/auth/social/:provider/callback',
    {
      schema: {
        tags: ['identity'],
        summary: "The provider's redirect back: sign in, link or create the patient, then continue",
        params: SocialProviderParamsSchema,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const pending = request.session ? readPendingSocialLogin(request.session.data) : undefined;
      if (pending) {
        // One attempt, one callback: a replayed callback url finds nothing to continue.
        await app.sessions.updateData(request, reply, withoutPendingSocialLogin);
      }
      const outcome = await finishSocialLogin(db, {
        provider,
        brandId: request.brand.id,
        brandKey: request.brand.key,
        client: providers.clientFor(provider, request.brand.id),
        pending,
        callbackUrl: new URL(request.url, origin(request)),
        eligibility: request.session?.data.eligibility,
      });
      if (outcome.kind === 'redirect') {
        if (outcome.cause) {
          // The error names the failed check (state, nonce, signature); it carries no tokens.
          request.log.warn({ provider, reason: String(outcome.cause) }, 'social sign-in failed');
        }
        return redirectWithFlash(request, reply, outcome.flash, outcome.redirectPath);
      }
      const invite = request.session?.data.referralInvite;
      await app.sessions.signIn(request, reply, { role: 'patient', patientId: outcome.patientId });
      const action = outcome.isNewAccount ? 'account.register' : 'account.sign-in';
      await recordAudit(db, patientEvent(outcome.patientId, action, request.ip, { subject: { provider } }));
      if (outcome.isNewAccount) {
        const friend = invite ? await findPatient(db, outcome.patientId) : undefined;
        if (invite && friend) {
          await joinReferral(db, invite, friend, await clock.now());
        }
        await app.sessions.updateData(request, reply, ({ referralInvite: _used, ...data }) =>
          withFlash(data, { type: 'success', content: MESSAGES.account.registered }),
        );
      }
      return reply.redirect(outcome.redirectPath);
    },
  );
};
