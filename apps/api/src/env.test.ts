import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('treats an empty variable as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('seeds demo data by default outside production only', () => {
    expect(parseEnv({}).SEED_DEMO_DATA).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).SEED_DEMO_DATA).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
  });

  it('upper-cases the unavailable states', () => {
    expect(parseEnv({ UNAVAILABLE_STATES: 'ak, hi' }).UNAVAILABLE_STATES).toEqual(['AK', 'HI']);
  });

  it('lists every bad variable, and requires a secret in production', () => {
    expect(() => parseEnv({ PORT: 'x', DATABASE_URL: 'nope' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });
});
