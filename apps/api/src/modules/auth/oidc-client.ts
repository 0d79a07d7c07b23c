import * as oidc from 'openid-client';
import type { SocialProviderId } from '@app/domain/constants';

/** One provider's settings (OIDC_<PROVIDER>_*), see docs/decisions/053-social-sign-up.md. */
export interface OidcProviderSettings {
  id: SocialProviderId;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** Brand ids the provider serves, or every brand. */
  brandIds: readonly number[] | 'all';
}

/** What we learn about the person from the provider. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
  /** Only the provider's explicit `email_verified` claim counts. */
  isEmailVerified: boolean;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

export interface OidcClient {
  authorizationUrl: (request: AuthorizationRequest) => Promise<URL>;
  /** Redeems the code of a callback url; throws when any check (state, nonce, PKCE, signature) fails. */
  redeem: (callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }) => Promise<OidcIdentity>;
}

function readEmail(claims: Record<string, unknown>): { email: string | null; isEmailVerified: boolean } {
  const email = typeof claims.email === 'string' && claims.email ? claims.email : null;
  // Apple sends the claim as the string "true".
  const isEmailVerified = claims.email_verified === true || claims.email_verified === 'true';
  return { email, isEmailVerified };
}

/**
 * An OpenID Connect relying party for one provider, on `openid-client`: authorization code flow
 * with PKCE (S256), state and nonce. The issuer's metadata is discovered on first use and kept;
 * a failed discovery is retried on the next sign-in. Plain-http issuers are allowed only when
 * `allowInsecureHttp` (never in production; the integration test runs a local provider).
 */
export function createOidcClient(settings: OidcProviderSettings, options: { allowInsecureHttp: boolean }): OidcClient {
  let configuration: Promise<oidc.Configuration> | undefined;
  const configure = () => {
    const isHttp = new URL(settings.issuer).protocol === 'http:';
    configuration ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret ? undefined : oidc.None(),
        isHttp && options.allowInsecureHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    authorizationUrl: async (request) =>
      oidc.buildAuthorizationUrl(await configure(), {
        redirect_uri: request.redirectUri,
        scope: 'openid email',
        response_type: 'code',
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      }),
    redeem: async (callbackUrl, checks) => {
      const config = await configure();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) {
        throw new Error('the provider returned no ID token');
      }
      let contact = readEmail(claims);
      // Providers that keep scope claims out of the ID token (e.g. a strict OIDC server) answer at userinfo.
      if (!contact.email && config.serverMetadata().userinfo_endpoint) {
        contact = readEmail(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub));
      }
      return { subject: claims.sub, ...contact };
    },
  };
}

/** A PKCE verifier with its S256 challenge, and fresh state and nonce values. */
export async function newAuthorizationSecrets(): Promise<{ state: string; nonce: string; codeVerifier: string; codeChallenge: string }> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier,
    codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
  };
}
