import { z } from 'zod';

const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim().toUpperCase())
      .filter(Boolean),
  );

/** Every setting the API reads; the README's settings table lists the same names. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  /** host=brandId pairs; the port is ignored when matching. */
  BRAND_HOSTS: z.string().default('127.0.0.1=1,localhost=1,agency.localhost=2'),
  UNAVAILABLE_STATES: csv.default(['AK', 'HI', 'ND']),
  LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** Registration attempts per address; the email-only step reveals whether an account exists. */
  REGISTER_MAX_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  /** Scheduling: brand ids whose consultation step offers the Preferred language select, or `none`. */
  CONSULTATION_LANGUAGE_BRANDS: z
    .string()
    .default('2')
    .transform((value) => (value.trim() === 'none' ? [] : value.split(',').map((part) => part.trim()).filter(Boolean)))
    .pipe(z.array(z.coerce.number().int().positive())),
  /** Messaging: how texts and emails leave (outbox = the outbox_messages table, the development delivery). */
  SMS_ADAPTER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-zA-Z]{32}$/, 'must be AC followed by 32 letters or digits').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** The sending number in E.164, e.g. +15551234567. */
  TWILIO_FROM_NUMBER: z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +15551234567').optional(),
  TWILIO_API_BASE_URL: z.string().url().default('https://api.twilio.com'),
  EMAIL_ADAPTER: z.enum(['outbox']).default('outbox'),
  /** Demo patients with public passwords: on by default everywhere but production. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});

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
  const { SEED_DEMO_DATA, ...rest } = result.data;
  return { ...rest, SEED_DEMO_DATA: SEED_DEMO_DATA ?? rest.NODE_ENV !== 'production' };
}
