import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Claims a test account answers with. */
export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  setAccount: (accountId: string, claims: TestAccountClaims) => void;
  /**
   * Plays the person at the provider: opens the authorization url, logs in as `accountId` and
   * consents through oidc-provider's development interactions, following redirects with a cookie
   * jar, and returns the url the provider finally sends the browser to (our callback).
   */
  authorize: (authorizationUrl: string, accountId: string) => Promise<URL>;
  close: () => Promise<void>;
}

/**
 * A real OpenID Provider (`oidc-provider`) on a free loopback port, with one confidential client
 * whose redirect uris are ours. Its ID tokens keep scope claims out (the library's default
 * `conformIdTokenClaims`), so the relying party must read the email from userinfo.
 */
export async function startTestOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'teleskin-test';
  const clientSecret = 'teleskin-test-secret-0123456789abcdef';
  const accounts = new Map<string, TestAccountClaims>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => ({ sub: accountId, ...accounts.get(accountId) }),
    }),
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    // Explicit lifetimes keep the library from printing a notice per artifact.
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
  });
  handle = provider.callback();

  const jar = new Map<string, string>();
  const request = async (url: URL, init: { method?: string; body?: string } = {}): Promise<Response> => {
    const headers: Record<string, string> = { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (init.body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const response = await fetch(url, { method: init.method ?? 'GET', body: init.body, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };

  const authorize = async (authorizationUrl: string, accountId: string): Promise<URL> => {
    jar.clear();
    let url = new URL(authorizationUrl);
    let response = await request(url);
    for (let hop = 0; hop < 12; hop += 1) {
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url);
        if (url.origin !== issuer) {
          return url;
        }
        response = await request(url);
        continue;
      }
      const html = await response.text();
      if (response.status >= 400) {
        throw new Error(`the test provider answered ${response.status}: ${html.slice(0, 300)}`);
      }
      const prompt = /name="prompt" value="login"/.test(html) ? 'login' : 'consent';
      const uid = url.pathname.split('/').pop() ?? '';
      const body = new URLSearchParams(prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt });
      response = await request(new URL(`/interaction/${uid}`, issuer), { method: 'POST', body: body.toString() });
    }
    throw new Error('the test provider never redirected back');
  };

  return {
    issuer,
    clientId,
    clientSecret,
    setAccount: (accountId, claims) => accounts.set(accountId, claims),
    authorize,
    close: () =>
      new Promise<void>((resolve) => {
        // fetch keeps connections alive; without this, close waits for them to time out.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
