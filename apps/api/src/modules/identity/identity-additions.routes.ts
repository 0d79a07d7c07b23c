import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { EmailSender } from '../messaging/email-sender';
import { brandTransferRoutes } from './brand-transfer.routes';
import { legalNameRoutes } from './legal-name.routes';
import type { SocialProviderRegistry } from './social-auth.service';
import { socialAuthRoutes } from './social-auth.routes';

export interface IdentityAdditionsOptions {
  db: Db;
  env: Env;
  /** The app secret (brand transfer links are sealed with a key derived from it). */
  secret: string;
  adapters: { email: EmailSender; socialProviders: SocialProviderRegistry };
}

/** Legal name, brand transfer and social sign-up, registered together from their settings. */
export const identityAdditionsRoutes: FastifyPluginAsync<IdentityAdditionsOptions> = async (app, { db, env, secret, adapters }) => {
  await app.register(legalNameRoutes, { db });
  await app.register(brandTransferRoutes, {
    db,
    secret,
    emailSender: adapters.email,
    unavailableStates: env.UNAVAILABLE_STATES,
    maxAttemptsPerAddress: env.REGISTER_MAX_ATTEMPTS_PER_ADDRESS,
    windowMinutes: env.LOGIN_WINDOW_MINUTES,
  });
  await app.register(socialAuthRoutes, { db, providers: adapters.socialProviders });
};
