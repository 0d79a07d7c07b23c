import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from './db/client';
import type { Env } from './env';
import { serializeError } from './error-serializer';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler';
import { storableTextPlugin } from './plugins/storable-text';
import { brandPlugin } from './plugins/brand';
import { sessionPlugin } from './plugins/session';
import { csrfPlugin } from './plugins/csrf';
import { openApiPlugin } from './plugins/openapi';
import { webAppPlugin } from './plugins/web-app';
import { createBrandResolver } from './modules/brands/brands.service';
import { brandsRoutes } from './modules/brands/brands.routes';
import { authRoutes } from './modules/identity/auth.routes';
import { registrationRoutes } from './modules/identity/registration.routes';
import { patientRoutes } from './modules/identity/patient.routes';
import { flashMessagesRoutes } from './modules/flash-messages/flash-messages.routes';
import { eligibilityRoutes } from './modules/eligibility/eligibility.routes';
import { createBundledZipDirectory, type ZipDirectory } from './modules/eligibility/zip-directory';
import { visitsRoutes } from './modules/visits/visits.routes';
import { completionRoutes } from './modules/completion/completion.routes';
import { guardiansRoutes } from './modules/guardians/guardians.routes';
import { identityAdditionsRoutes } from './modules/identity/identity-additions.routes';
import { photosRoutes } from './modules/media/photos.routes';
import { createPhotoLinkSigner } from './modules/media/photo-links';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { schedulingRoutes } from './modules/scheduling/scheduling.routes';
import { trackingPlugin } from './plugins/tracking';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { createStoredAnalytics, type AnalyticsSink } from './modules/tracking/analytics';
import { surveysRoutes } from './modules/surveys/surveys.routes';
import type { SurveyLookup } from './modules/surveys/survey-checks';

export interface AppDeps {
  env: Env;
  db: Db;
  /** Signs CSRF tokens; see server.ts for where it comes from. */
  secret: string;
  zipDirectory?: ZipDirectory;
  analytics?: AnalyticsSink;
  /** Survey versions served and checked (default: the written surveys); tests retire versions. */
  surveyRegistry?: SurveyLookup;
  logger?: FastifyServerOptions['logger'];
}

const JSON_BODY_LIMIT = 64 * 1024;

/** Pino options: request lines carry method, path and status only — no query, body or cookies. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; hostname?: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
        host: req.hostname,
      }),
      err: serializeError,
    },
  };
}

/** Builds the whole app around a database; tests call this with a fresh database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(env.LOG_LEVEL),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const isSecureCookie = env.NODE_ENV === 'production';
  await app.register(errorHandlerPlugin);
  await app.register(storableTextPlugin);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'"],
        upgradeInsecureRequests: isSecureCookie ? [] : null,
      },
    },
    hsts: isSecureCookie,
  });
  await app.register(fastifyCookie);
  await app.register(brandPlugin, { resolver: createBrandResolver(env.BRAND_HOSTS) });
  await app.register(sessionPlugin, {
    db,
    policy: { idleMinutes: env.SESSION_IDLE_MINUTES, absoluteHours: env.SESSION_ABSOLUTE_HOURS },
    isSecureCookie,
  });
  await app.register(csrfPlugin, { secret: deps.secret, isSecureCookie });
  await app.register(trackingPlugin, { sink: deps.analytics ?? createStoredAnalytics(db) });
  await app.register(openApiPlugin);

  await app.register(brandsRoutes);
  await app.register(authRoutes, {
    db,
    loginLimits: {
      maxPerAccount: env.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
      maxPerAddress: env.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
      windowMinutes: env.LOGIN_WINDOW_MINUTES,
    },
  });
  await app.register(registrationRoutes, {
    db,
    maxAttemptsPerAddress: env.REGISTER_MAX_ATTEMPTS_PER_ADDRESS,
    windowMinutes: env.LOGIN_WINDOW_MINUTES,
    unavailableStates: env.UNAVAILABLE_STATES,
  });
  await app.register(patientRoutes, { db });
  await app.register(flashMessagesRoutes);
  await app.register(eligibilityRoutes, {
    db,
    settings: {
      unavailableStates: env.UNAVAILABLE_STATES,
      zipDirectory: deps.zipDirectory ?? createBundledZipDirectory(),
    },
  });
  // One signer for the photos' short-lived links, wherever a visit or photo is shown.
  const photoLinks = createPhotoLinkSigner(deps.secret);
  await app.register(visitsRoutes, { db, photoLinks });
  await app.register(completionRoutes, { db, photoLinks });
  await app.register(trackingRoutes, { db, isSecureCookie });
  await app.register(schedulingRoutes, { db, settings: { languageBrandIds: env.CONSULTATION_LANGUAGE_BRANDS } });
  await app.register(messagingRoutes, { db, env, secret: deps.secret });
  await app.register(photosRoutes, { db, env, photoLinks });
  await app.register(guardiansRoutes, { db });
  await app.register(identityAdditionsRoutes, { db, env, secret: deps.secret });
  await app.register(surveysRoutes, { db, registry: deps.surveyRegistry });
  // Module routes are registered above this line, one line each.
  await app.register(webAppPlugin, { distDir: env.WEB_DIST_DIR });
  return app;
}
