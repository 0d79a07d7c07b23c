import { startLocalOidcProvider, type LocalOidcClaims } from '../modules/auth/local-oidc-provider';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  setAccount: (accountId: string, claims: LocalOidcClaims) => void;
  /** Plays the person at the provider, picking `accountId` on its sign-in page (see `answerProviderPage`). */
  authorize: (authorizationUrl: string, accountId: string) => Promise<URL>;
  close: () => Promise<void>;
}

/**
 * Plays the person at a local provider (local-oidc-provider.ts): opens the authorization url,
 * answers its sign-in page with the fields `answer` returns for the page's HTML (which is also the
 * consent), following redirects with a cookie jar, and returns the url the provider finally sends
 * the browser to (our callback).
 */
export async function answerProviderPage(authorizationUrl: string, answer: (html: string) => Record<string, string>): Promise<URL> {
  const issuer = new URL(authorizationUrl).origin;
  const jar = new Map<string, string>();
  const request = async (url: URL, body?: string): Promise<Response> => {
    const headers: Record<string, string> = { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const response = await fetch(url, { method: body ? 'POST' : 'GET', body, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };

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
    if (response.status >= 400 || !url.pathname.startsWith('/interaction/')) {
      throw new Error(`the provider answered ${response.status}: ${html.slice(0, 300)}`);
    }
    response = await request(url, new URLSearchParams(answer(html)).toString());
  }
  throw new Error('the provider never redirected back');
}

/** The local provider of development, with one client whose redirect uris are ours. */
export async function startTestOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  const clientId = 'teleskin-test';
  const clientSecret = 'teleskin-test-secret-0123456789abcdef';
  const provider = await startLocalOidcProvider({ name: 'Test provider', clientId, clientSecret, redirectUris: () => redirectUris });
  return {
    issuer: provider.issuer,
    clientId,
    clientSecret,
    setAccount: provider.setAccount,
    authorize: (authorizationUrl, accountId) => answerProviderPage(authorizationUrl, () => ({ account: accountId })),
    close: provider.close,
  };
}
