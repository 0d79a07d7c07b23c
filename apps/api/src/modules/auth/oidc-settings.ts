import { SOCIAL_PROVIDER_IDS, type SocialProviderId } from '@app/domain/constants';
import type { Env } from '../../env';
import type { OidcProviderSettings } from './oidc-client';

export type ProviderEnvKey = 'GOOGLE' | 'APPLE' | 'FACEBOOK';
/** The <PROVIDER> part of each provider's OIDC_<PROVIDER>_* settings. */
export const OIDC_ENV_KEYS: Record<SocialProviderId, ProviderEnvKey> = { facebook: 'FACEBOOK', apple: 'APPLE', google: 'GOOGLE' };

/**
 * The configured social providers, from OIDC_<PROVIDER>_ISSUER, _CLIENT_ID, _CLIENT_SECRET and
 * _BRANDS. A provider with only some of issuer and client id set is a mistake that would show a
 * broken button, so it stops the boot.
 */
export function readOidcProviderSettings(env: Env): OidcProviderSettings[] {
  const configured: OidcProviderSettings[] = [];
  const problems: string[] = [];
  for (const id of SOCIAL_PROVIDER_IDS) {
    const key = OIDC_ENV_KEYS[id];
    const issuer = env[`OIDC_${key}_ISSUER`];
    const clientId = env[`OIDC_${key}_CLIENT_ID`];
    if (!issuer && !clientId) {
      continue;
    }
    if (!issuer || !clientId) {
      problems.push(`  OIDC_${key}_ISSUER and OIDC_${key}_CLIENT_ID: set both or neither`);
      continue;
    }
    const brands = env[`OIDC_${key}_BRANDS`];
    configured.push({
      id,
      issuer,
      clientId,
      clientSecret: env[`OIDC_${key}_CLIENT_SECRET`],
      brandIds: brands === 'all' ? 'all' : brands.split(',').map(Number),
    });
  }
  if (problems.length > 0) {
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return configured;
}

/** Whether a provider serves a brand. */
export function servesBrand(settings: OidcProviderSettings, brandId: number): boolean {
  return settings.brandIds === 'all' || settings.brandIds.includes(brandId);
}
