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
  const { SEED_DEMO_DATA, ...rest } = result.data;
  return { ...rest, SEED_DEMO_DATA: SEED_DEMO_DATA ?? rest.NODE_ENV !== 'production' };
}
