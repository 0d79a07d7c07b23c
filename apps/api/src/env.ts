import { z } from 'zod';
import { TIMED_WORK, type ScheduleSetting } from './timed-work';
import { CARD_VENDORS, PROCESSOR_SETTINGS, processorOf, WALLET_VAULT_VENDORS } from '@app/domain/payments';

const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim().toUpperCase())
      .filter(Boolean),
  );

/** A schedule: a five-field cron pattern (UTC), `fallback` when unset. */
const cronPattern = (fallback: string) =>
  z
    .string()
    .regex(/^\S+( \S+){4}$/, `must be a five-field cron pattern such as ${fallback}`)
    .default(fallback);

/** A setting per timed task, holding its schedule with the list's default. */
function scheduleSettings() {
  return Object.fromEntries(TIMED_WORK.map((work) => [work.setting, cronPattern(work.schedule)])) as Record<ScheduleSetting, ReturnType<typeof cronPattern>>;
}

/** Every setting the API reads; the README's settings table lists the same names. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATABASE_URL: z.string().url().optional(),
  /** The database's owner, for the migrations, when the app's role (DATABASE_URL) is another (ADR 131). */
  DATABASE_MIGRATION_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  /** PostgreSQL client tools (pg_dump, pg_restore) of the server's major version, for backups (ADR 157). */
  PG_BIN_DIR: z.string().optional(),
  /** Where `npm run backup` keeps the pg_dump it builds when none matches; ~/.cache/teleskin/pg-tools by default. */
  PG_TOOLS_CACHE_DIR: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  /** The care team's sessions are shorter: they open many patients' health data (ADR 118). */
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(15),
  STAFF_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(8),
  /** Authenticator codes tried on one staff account per LOGIN_WINDOW_MINUTES, from anywhere. */
  STAFF_TOTP_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  /** host=brandId pairs; the port is ignored when matching. */
  BRAND_HOSTS: z.string().default('127.0.0.1=1,localhost=1,agency.localhost=2'),
  UNAVAILABLE_STATES: csv.default(['AK', 'HI', 'ND']),
  /** States the service reaches where the hair product may not be sent (ADR 141). */
  HAIR_UNAVAILABLE_STATES: csv.default(['LA']),
  /** Failed log-ins on one account from one address per window (the name predates ADR 072's per-address count). */
  LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** Registration attempts per address; the email-only step reveals whether an account exists. */
  REGISTER_MAX_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** Failed sign-ins on one account per window from unknown devices (and per known device); NIST SP 800-63B allows at most 100 (ADR 134). */
  LOGIN_ACCOUNT_FAILURE_CEILING: z.coerce.number().int().positive().default(100),
  /** Failed sign-ins on one budget that cost no wait; each further one doubles the wait before the next attempt (ADR 134). */
  LOGIN_ACCOUNT_FREE_FAILURES: z.coerce.number().int().positive().default(5),
  /** Window of those budgets; at most a day, because housekeeping drops counters older than that. */
  LOGIN_ACCOUNT_CEILING_HOURS: z.coerce.number().int().positive().max(24).default(24),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  /** Where photos are stored: `local` (DATA_DIR/uploads) or an S3-compatible bucket. */
  STORAGE_ADAPTER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The shop's cart (ADR 152): the app's own in PostgreSQL, or a Shopify store's through the Storefront API 2025-01. */
  STOREFRONT_CART_ADAPTER: z.enum(['postgres', 'shopify']).default('postgres'),
  /** The Shopify store: `shop.myshopify.com` or its own domain, without a scheme. */
  SHOPIFY_STORE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a domain such as shop.myshopify.com, without https://')
    .optional(),
  /** A private (server-to-server) Storefront API token. */
  SHOPIFY_STOREFRONT_ACCESS_TOKEN: z.string().min(16).optional(),
  /** Where the Storefront API requests go instead of https://SHOPIFY_STORE_DOMAIN: a local fake in tests. */
  SHOPIFY_STOREFRONT_API_URL: z.string().url().optional(),
  /** Scheduling: brand ids whose consultation step offers the Preferred language select, or `none`. */
  CONSULTATION_LANGUAGE_BRANDS: z
    .string()
    .default('2')
    .transform((value) => (value.trim() === 'none' ? [] : value.split(',').map((part) => Number(part.trim()))))
    .pipe(z.array(z.number().int().positive())),
  /** Messaging: how texts and emails leave (outbox = the outbox_messages table, the development delivery). */
  SMS_ADAPTER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-zA-Z]{32}$/, 'must be AC followed by 32 letters or digits').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** The sending number in E.164, e.g. +15551234567. */
  TWILIO_FROM_NUMBER: z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +15551234567').optional(),
  TWILIO_API_BASE_URL: z.string().url().default('https://api.twilio.com'),
  EMAIL_ADAPTER: z.enum(['outbox', 'smtp']).default('outbox'),
  /** The SMTP relay: `smtp://host:587` (STARTTLS) or `smtps://host:465`; credentials go in SMTP_USER and SMTP_PASSWORD. */
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\/[^/@?#]+\/?$/.test(value), 'must be smtp://host:port or smtps://host:port, without credentials or options')
    .optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  /** The address every email is sent from; the brand's name is shown in front of it. */
  SMTP_FROM: z.email().optional(),
  /**
   * Social sign-up (OpenID Connect), per provider: issuer, client id and secret, and the brand ids
   * it serves (`all`, or e.g. `1`). A provider is offered only when its issuer and client id are
   * set. See docs/decisions/053-social-sign-up.md.
   */
  OIDC_GOOGLE_ISSUER: z.string().url().optional(),
  OIDC_GOOGLE_CLIENT_ID: z.string().optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_GOOGLE_BRANDS: z.string().regex(/^(all|\d+(,\d+)*)$/, 'must be all or brand ids such as 1,2').default('all'),
  OIDC_APPLE_ISSUER: z.string().url().optional(),
  OIDC_APPLE_CLIENT_ID: z.string().optional(),
  OIDC_APPLE_CLIENT_SECRET: z.string().optional(),
  OIDC_APPLE_BRANDS: z.string().regex(/^(all|\d+(,\d+)*)$/, 'must be all or brand ids such as 1,2').default('all'),
  OIDC_FACEBOOK_ISSUER: z.string().url().optional(),
  OIDC_FACEBOOK_CLIENT_ID: z.string().optional(),
  OIDC_FACEBOOK_CLIENT_SECRET: z.string().optional(),
  OIDC_FACEBOOK_BRANDS: z.string().regex(/^(all|\d+(,\d+)*)$/, 'must be all or brand ids such as 1,2').default('all'),
  /**
   * Payments (ADR 104, 146): who tokenises and charges cards and the device wallet (`sandbox`, the
   * local processor of `npm start`, or a registered card processor such as `stripe`), and who vaults
   * the online wallet (`sandbox` or `braintree` for PayPal). Each processor's own settings come from
   * its descriptor in the domain's processor registry.
   */
  PAYMENT_CARD_PROCESSOR: z.enum(CARD_VENDORS).default('sandbox'),
  PAYMENT_WALLET_VAULT: z.enum(WALLET_VAULT_VENDORS).default('sandbox'),
  ...PROCESSOR_SETTINGS,
  /** Jobs: whether this API process also runs the job worker (`false` when `npm run worker` runs them apart). */
  JOBS_IN_API: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * How many jobs one worker runs at once: 4 keeps this machine's database busy while a bill job
   * waits on it (ADR 125); with a remote processor a worker bills about this many boxes per charge's
   * round trip, so a deployment on Stripe raises it.
   */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  /** After SIGTERM, how long the API answers /readyz 503 and keeps serving before it closes, so a load balancer notices (ADR 155). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  /** The API's Prometheus port (/metrics); unset, none is opened (ADR 155). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The job worker process's (`npm run worker`) Prometheus port; unset, none is opened. */
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Where the metrics ports listen: the loopback by default, never the public side (ADR 155). */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** OpenTelemetry's OTLP/HTTP base address (`/v1/traces` is added); unset with the next, tracing is off (ADR 156). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** The traces endpoint itself, used as given; wins over OTEL_EXPORTER_OTLP_ENDPOINT. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
  /** The service name on the spans; unset, `teleskin-api` or `teleskin-worker` by process. */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  /** The share of new traces kept, 0 to 1 (a trace sampled upstream is always kept). */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  /** When each timed task runs, `{NAME}_SCHEDULE` as a five-field cron pattern (UTC): the list and defaults are timed-work.ts's. */
  ...scheduleSettings(),
  /**
   * Rows the renewals pass reads and queues per batch, each batch in its own short transaction; a
   * pass goes on batch after batch until all that was due is queued (ADR 125).
   */
  RENEWALS_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(1000),
  /**
   * brandId=origin pairs for links in emails sent by jobs (no request tells them the host), e.g.
   * `1=https://app.teleskin.example,2=https://app.agency.example`; by default each brand's first
   * host of BRAND_HOSTS on http and PORT.
   */
  BRAND_ORIGINS: z.string().optional(),
  /** Demo patients with public passwords: on by default everywhere but production. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});

// SMTP_USER is optional (a relay may trust the network); SMTP_PASSWORD is required with it.
const SMTP_SETTINGS = ['SMTP_URL', 'SMTP_FROM', 'SMTP_PASSWORD'] as const;
const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const SHOPIFY_SETTINGS = ['SHOPIFY_STORE_DOMAIN', 'SHOPIFY_STOREFRONT_ACCESS_TOKEN'] as const;

export type Env = Omit<z.infer<typeof EnvSchema>, 'SEED_DEMO_DATA'> & { SEED_DEMO_DATA: boolean };

/** Parses the environment once at boot and fails with the list of bad variables. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable (`DATABASE_URL= npm start`) means "not set", as in a shell.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (result.data.NODE_ENV === 'production' && !result.data.SESSION_SECRET) {
    throw new Error('Invalid environment:\n  SESSION_SECRET: required in production');
  }
  const missingTwilio = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] as const).filter(
    (name) => result.data.SMS_ADAPTER === 'twilio' && !result.data[name],
  );
  if (missingTwilio.length > 0) {
    throw new Error(`Invalid environment:\n${missingTwilio.map((name) => `  ${name}: required when SMS_ADAPTER=twilio`).join('\n')}`);
  }
  if (result.data.EMAIL_ADAPTER === 'smtp') {
    const missing = SMTP_SETTINGS.filter((name) => !result.data[name] && (name !== 'SMTP_PASSWORD' || result.data.SMTP_USER));
    if (missing.length > 0) {
      throw new Error(`Invalid environment:\n${missing.map((name) => `  ${name}: required when EMAIL_ADAPTER=smtp`).join('\n')}`);
    }
  }
  const missingPayments = (['PAYMENT_CARD_PROCESSOR', 'PAYMENT_WALLET_VAULT'] as const).flatMap((choice) =>
    processorOf(result.data[choice]).requiredSettings
      .filter((name) => !(result.data as Record<string, unknown>)[name])
      .map((name) => `  ${name}: required when ${choice}=${result.data[choice]}`),
  );
  if (missingPayments.length > 0) {
    throw new Error(`Invalid environment:\n${missingPayments.join('\n')}`);
  }
  if (result.data.STORAGE_ADAPTER === 's3') {
    const missing = S3_SETTINGS.filter((name) => !result.data[name]);
    if (missing.length > 0) {
      throw new Error(`Invalid environment:\n${missing.map((name) => `  ${name}: required when STORAGE_ADAPTER=s3`).join('\n')}`);
    }
  }
  if (result.data.STOREFRONT_CART_ADAPTER === 'shopify') {
    const missing = SHOPIFY_SETTINGS.filter((name) => !result.data[name]);
    if (missing.length > 0) {
      throw new Error(`Invalid environment:\n${missing.map((name) => `  ${name}: required when STOREFRONT_CART_ADAPTER=shopify`).join('\n')}`);
    }
  }
  const { SEED_DEMO_DATA, ...rest } = result.data;
  return { ...rest, SEED_DEMO_DATA: SEED_DEMO_DATA ?? rest.NODE_ENV !== 'production' };
}
