import { randomBytes } from 'node:crypto';
import { SOCIAL_PROVIDER_IDS, SOCIAL_PROVIDER_NAMES } from '@app/domain/constants';
import type { Env } from '../../env';
import { parseBrandHosts } from '../brands';
import { startLocalOidcProvider, type LocalOidcProvider } from './local-oidc-provider';
import { OIDC_ENV_KEYS, type ProviderEnvKey } from './oidc-settings';

type OidcSettingName = `OIDC_${ProviderEnvKey}_${'ISSUER' | 'CLIENT_ID' | 'CLIENT_SECRET'}`;

export interface LocalOidcProviders {
  /** The settings a real provider would be given (OIDC_<PROVIDER>_ISSUER, _CLIENT_ID, _CLIENT_SECRET). */
  settings: Partial<Record<OidcSettingName, string>>;
  /** Each provider's issuer, for the boot log. */
  issuers: string[];
  close: () => Promise<void>;
}

/**
 * Whether this process runs the local stand-ins for the social providers: outside production,
 * and only when no real provider is configured (one real provider means the person is testing
 * real sign-in; a stand-in next to it would only confuse). ADR 091.
 */
export function isLocalOidcWanted(env: Env): boolean {
  if (env.NODE_ENV === 'production') {
    return false;
  }
  return SOCIAL_PROVIDER_IDS.every((id) => !env[`OIDC_${OIDC_ENV_KEYS[id]}_ISSUER`] && !env[`OIDC_${OIDC_ENV_KEYS[id]}_CLIENT_ID`]);
}

/**
 * Starts one local provider per social provider of the spec, each on its own loopback port (as
 * each real one is its own issuer), with a client whose redirect uris are the app's callbacks on
 * every brand host. `appPort` is read at the first sign-in, when the app listens.
 */
export async function startLocalOidcProviders(env: Env, appPort: () => number): Promise<LocalOidcProviders> {
  if (!isLocalOidcWanted(env)) {
    throw new Error('the local OpenID providers run only in development, when no real provider is configured');
  }
  const hosts = [...parseBrandHosts(env.BRAND_HOSTS).keys()];
  const started = await Promise.all(
    SOCIAL_PROVIDER_IDS.map(async (id) => {
      const clientId = `teleskin-local-${id}`;
      const clientSecret = randomBytes(24).toString('hex');
      const provider: LocalOidcProvider = await startLocalOidcProvider({
        name: SOCIAL_PROVIDER_NAMES[id],
        clientId,
        clientSecret,
        redirectUris: () => hosts.map((host) => `http://${host}:${appPort()}/auth/social/${id}/callback`),
      });
      const key = OIDC_ENV_KEYS[id];
      return { provider, settings: { [`OIDC_${key}_ISSUER`]: provider.issuer, [`OIDC_${key}_CLIENT_ID`]: clientId, [`OIDC_${key}_CLIENT_SECRET`]: clientSecret } };
    }),
  );
  return {
    settings: Object.assign({}, ...started.map((entry) => entry.settings)) as LocalOidcProviders['settings'],
    issuers: started.map((entry) => entry.provider.issuer),
    close: async () => {
      await Promise.all(started.map((entry) => entry.provider.close()));
    },
  };
}
