import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { createEmailSender } from '../messaging/messaging-adapters';
import { brandTransferRoutes } from './brand-transfer.routes';
import { legalNameRoutes } from './legal-name.routes';
import { readOidcProviderSettings } from './oidc-settings';
import { createSocialProviderRegistry } from './social-auth.service';
import { socialAuthRoutes } from './social-auth.routes';

export interface IdentityAdditionsOptions {
  db: Db;
  env: Env;
  /** The app secret (brand transfer links are sealed with a key derived from it). */
  secret: string;
}

/** Legal name, brand transfer and social sign-up, registered together from their settings. */
export const identityAdditionsRoutes: FastifyPluginAsync<IdentityAdditionsOptions> = async (app, { db, env, secret }) => {
  await app.register(legalNameRoutes, { db });
  await app.register(brandTransferRoutes, {
    db,
    secret,
    emailSender: createEmailSender(env),
    unavailableStates: env.UNAVAILABLE_STATES,
    maxAttemptsPerAddress: env.REGISTER_MAX_ATTEMPTS_PER_ADDRESS,
    windowMinutes: env.LOGIN_WINDOW_MINUTES,
  });
  const providers = createSocialProviderRegistry(readOidcProviderSettings(env), {
    // A plain-http issuer is only ever a local test provider.
    allowInsecureHttp: env.NODE_ENV !== 'production',
  });
  await app.register(socialAuthRoutes, { db, providers });
};
