import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Registry } from 'prom-client';
import { SURVEY_REGISTRY } from '@app/domain/surveys';
import type { Adapters } from './adapters';
import type { Db } from './db/client';
import type { Env } from './env';
import { loggerOptions } from './logging';
import { RequestLogController } from './request-log';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler';
import { storableTextPlugin } from './plugins/storable-text';
import { brandPlugin } from './plugins/brand';
import { securityHeadersPlugin } from './plugins/security-headers';
import { paymentContentSources, sandboxProcessorRoutes } from './modules/payments';
import { sessionPlugin } from './plugins/session';
import { sessionPolicyOf } from './modules/auth';
import { csrfPlugin } from './plugins/csrf';
import { openApiPlugin } from './plugins/openapi';
import { routeTablePlugin } from './plugins/route-table';
import { trackingPlugin } from './plugins/tracking';
import { webAppPlugin } from './plugins/web-app';
import { demoSelectionSettings, type SelectionSettingsLookup, createBrandResolver } from './modules/brands';
import { createPhotoLinkSigner } from './modules/media';
import type { SurveyLookup } from './modules/surveys';
import { patientSurface } from './surfaces/patient';
import { publicSurface } from './surfaces/public';
import type { SurfaceDeps } from './surfaces/surface-deps';
import { visitorSurface } from './surfaces/visitor';
import { staffSurface, staffVisitorSurface } from './surfaces/staff';
import { providerSurface } from './surfaces/care-team';
import { operatorSurface } from './surfaces/operator';
import { adminSurface } from './surfaces/admin';
import { healthPlugin, httpMetricsPlugin, Readiness, type Tracing } from './observability';
import { requestTraceId } from './trace-context';

export interface AppDeps {
  env: Env;
  db: Db;
  /** Signs CSRF tokens; see server.ts for where it comes from. */
  secret: string;
  /** Every outside service, built once by `createAdapters` (adapters.ts). */
  adapters: Adapters;
  /** Survey versions served and checked (default: the written surveys); tests retire versions. */
  surveyRegistry?: SurveyLookup;
  /** How each brand sells (default: the demo brands' settings); tests turn a flag on or off. */
  selectionSettings?: SelectionSettingsLookup;
  logger?: FastifyServerOptions['logger'];
  /** What /readyz checks (default: the database and its migrations); server.ts adds the job worker's heartbeat and the stop. */
  readiness?: Readiness;
  /** Where the request metrics go (default: a registry of their own); server.ts serves it on METRICS_PORT (ADR 155). */
  metrics?: Registry;
  /** OpenTelemetry's Fastify spans when tracing is on (server.ts, ADR 156). */
  tracing?: Tracing;
}

const JSON_BODY_LIMIT = 64 * 1024;

/** Builds the whole app around a database; tests call this with a fresh database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, db, adapters } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(env.LOG_LEVEL),
    logController: new RequestLogController(),
    // The request's trace id, which its log lines carry as `traceId` (ADR 156).
    genReqId: requestTraceId,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    frameworkErrors: answerFrameworkError,
    // On close (after the drain, ADR 155): idle kept-alive connections are closed, requests in
    // flight finish, and a request arriving on an open connection meanwhile is answered 503.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const isSecureCookie = env.NODE_ENV === 'production';
  // First, so that it sees every route and hook registered after it.
  if (deps.tracing?.fastifyPlugin) {
    await app.register(deps.tracing.fastifyPlugin);
  }
  await app.register(routeTablePlugin);
  await app.register(httpMetricsPlugin, { registry: deps.metrics ?? new Registry() });
  await app.register(errorHandlerPlugin);
  await app.register(storableTextPlugin);
  await app.register(securityHeadersPlugin, { isSecure: isSecureCookie, extraSources: paymentContentSources(env) });
  // Before the brand, session and CSRF hooks, which a load balancer's probe must not meet.
  await app.register(healthPlugin, { readiness: deps.readiness ?? new Readiness({ db }) });
  await app.register(fastifyCookie);
  await app.register(brandPlugin, { resolver: createBrandResolver(env.BRAND_HOSTS) });
  // Before the session and CSRF checks: a request they refuse still has its visitor, so the
  // analytics event of a refused upload (000 §8) can be recorded.
  await app.register(trackingPlugin, { sink: adapters.analytics });
  await app.register(sessionPlugin, {
    db,
    policy: sessionPolicyOf(env),
    isSecureCookie,
  });
  await app.register(csrfPlugin, { secret: deps.secret, isSecureCookie });
  await app.register(openApiPlugin);

  // One route group per audience, each with its own guard (surfaces/, ADR 082).
  const surfaceDeps: SurfaceDeps = {
    env,
    db,
    secret: deps.secret,
    adapters,
    photoLinks: createPhotoLinkSigner(deps.secret),
    surveyRegistry: deps.surveyRegistry ?? SURVEY_REGISTRY,
    selectionSettings: deps.selectionSettings ?? demoSelectionSettings,
  };
  await app.register(publicSurface, surfaceDeps);
  await app.register(visitorSurface, surfaceDeps);
  await app.register(patientSurface, surfaceDeps);
  await app.register(staffVisitorSurface, surfaceDeps);
  await app.register(staffSurface, surfaceDeps);
  await app.register(providerSurface, surfaceDeps);
  await app.register(operatorSurface, surfaceDeps);
  await app.register(adminSurface, surfaceDeps);
  // The local sandbox processor's own pages and endpoints, when a setting chooses it (ADR 106).
  if (env.PAYMENT_CARD_PROCESSOR === 'sandbox' || env.PAYMENT_WALLET_VAULT === 'sandbox') {
    await app.register(sandboxProcessorRoutes, { db, secret: deps.secret });
  }
  await app.register(webAppPlugin, { distDir: env.WEB_DIST_DIR });
  return app;
}
