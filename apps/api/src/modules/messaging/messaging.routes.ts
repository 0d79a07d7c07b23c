import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { devMessagingRoutes } from './dev-messaging.routes';
import { emailPreferencesRoutes } from './email-preferences.routes';
import { emailVerificationRoutes } from './email-verification.routes';
import type { EmailPreferencesAdapter } from './email-preferences-adapter';
import type { EmailSender } from './email-sender';
import { phoneNumberRoutes } from './phone-number.routes';
import { createCodeHasher, createMessageSealer } from './secrets';
import type { SmsSender } from './sms-sender';

export interface MessagingRoutesOptions {
  db: Db;
  env: Env;
  /** The app's signing secret; phone codes are hashed, and queued texts sealed, under keys derived from it. */
  secret: string;
  adapters: { sms: SmsSender; email: EmailSender; emailPreferences: EmailPreferencesAdapter };
}

/** Every messaging route; the development helpers only outside production. */
export const messagingRoutes: FastifyPluginAsyncZod<MessagingRoutesOptions> = async (app, opts) => {
  const { db, env, adapters } = opts;
  const isDevelopment = env.NODE_ENV !== 'production';
  const sealer = createMessageSealer(opts.secret);
  const emailDeps = { db, email: adapters.email, sealer, canAutoVerify: isDevelopment };

  await app.register(phoneNumberRoutes, { db, sms: adapters.sms, sealer, codes: createCodeHasher(opts.secret) });
  await app.register(emailVerificationRoutes, emailDeps);
  await app.register(emailPreferencesRoutes, { db, emailPreferences: adapters.emailPreferences });
  if (isDevelopment) {
    await app.register(devMessagingRoutes, { ...emailDeps, webDistDir: env.WEB_DIST_DIR });
  }
};
