import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { isLocalOidcWanted, startLocalOidcProviders } from './local-oidc-providers';

const SECRET = 'production-session-secret-0123456789abcdef';

describe('the local sign-in providers (ADR 091)', () => {
  it('are never started with production settings, even with no provider configured', async () => {
    const production = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET });
    expect(isLocalOidcWanted(production)).toBe(false);
    await expect(startLocalOidcProviders(production, () => 3000)).rejects.toThrow(/only in development/);
  });

  it('run in development and tests when no real provider is configured', () => {
    expect(isLocalOidcWanted(parseEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(isLocalOidcWanted(parseEnv({ NODE_ENV: 'test' }))).toBe(true);
  });

  it('step aside for a real provider: one configured provider means no stand-ins at all', () => {
    const google = { OIDC_GOOGLE_ISSUER: 'https://accounts.google.com', OIDC_GOOGLE_CLIENT_ID: 'real-client-id' };
    expect(isLocalOidcWanted(parseEnv({ NODE_ENV: 'development', ...google }))).toBe(false);
    expect(isLocalOidcWanted(parseEnv({ NODE_ENV: 'development', OIDC_APPLE_CLIENT_ID: 'half-configured' }))).toBe(false);
  });
});
