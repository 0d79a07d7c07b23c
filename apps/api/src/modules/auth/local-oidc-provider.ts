import { createHash, generateKeyPair, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type Provider from 'oidc-provider';
import { renderLocalOidcPage, type LocalOidcAccountChoice } from './local-oidc-page';

/** Claims an account answers with; a typed-in identity has a verified email, as at a real provider. */
export interface LocalOidcClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface LocalOidcProviderOptions {
  /** What the sign-in page calls the provider, e.g. `Google`. */
  name: string;
  clientId: string;
  clientSecret: string;
  /** The client's redirect uris, read when the first request arrives (the app's port may be known only then). */
  redirectUris: () => readonly string[];
}

export interface LocalOidcProvider {
  issuer: string;
  /** Adds (or replaces) an identity the sign-in page offers to pick. */
  setAccount: (accountId: string, claims: LocalOidcClaims) => void;
  close: () => Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

async function newSigningKey(): Promise<Record<string, unknown>> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), use: 'sig', kid: randomBytes(8).toString('hex') };
}

/**
 * A real OpenID Provider (`oidc-provider`) on a free loopback port with one confidential client,
 * and a sign-in page of its own where a person picks or types an identity and consents. The
 * development stand-in for Google, Apple or Facebook, and the provider of the integration tests.
 * Its ID tokens keep scope claims out (the library's default `conformIdTokenClaims`), so the
 * relying party reads the email from userinfo. Never started in production (local-oidc-providers.ts).
 */
export async function startLocalOidcProvider(options: LocalOidcProviderOptions): Promise<LocalOidcProvider> {
  const accounts = new Map<string, LocalOidcClaims>();
  let handle: Handler | undefined;
  const server = createServer((req, res) => {
    handle ??= createHandler();
    handle(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(`the local provider failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Built on the first request: the library is loaded only when a sign-in happens, and never in production.
  function createHandler(): Handler {
    const provider = (async () => {
      const [{ default: OidcProvider }, key] = await Promise.all([import('oidc-provider'), newSigningKey()]);
      return new OidcProvider(issuer, {
        clients: [
          {
            client_id: options.clientId,
            client_secret: options.clientSecret,
            redirect_uris: [...options.redirectUris()],
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        jwks: { keys: [key] },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        findAccount: (_ctx, accountId) => ({ accountId, claims: () => ({ sub: accountId, ...accounts.get(accountId) }) }),
        // Only a grant made on the page counts, so every sign-in shows the page (pick another identity).
        loadExistingGrant: async (ctx) => {
          const grantId = ctx.oidc.result?.consent?.grantId;
          return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
        },
        features: { devInteractions: { enabled: false } },
        pkce: { required: () => true },
        cookies: { keys: [randomBytes(32).toString('hex')] },
        // Explicit lifetimes keep the library from printing a notice per artifact.
        ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
      });
    })();
    return async (req, res) => {
      const op = await provider;
      if (req.url?.startsWith('/interaction/')) {
        await interact(op, req, res);
        return;
      }
      await op.callback()(req, res);
    };
  }

  const choices = (): LocalOidcAccountChoice[] =>
    [...accounts].flatMap(([accountId, claims]) => (claims.email ? [{ accountId, email: claims.email, name: claims.name ?? claims.email }] : []));

  async function interact(op: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await op.interactionDetails(req, res);
    const page = (error?: string) => {
      const suggestion = `newcomer-${randomBytes(3).toString('hex')}@example.com`;
      res.writeHead(error ? 400 : 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(renderLocalOidcPage({ providerName: options.name, action: `/interaction/${details.uid}`, accounts: choices(), suggestion: { email: suggestion, name: 'Alex Newcomer' }, error }));
    };
    if (req.method !== 'POST') {
      page();
      return;
    }
    const form = await readForm(req);
    if (form.get('choice') === 'cancel') {
      await op.interactionFinished(req, res, { error: 'access_denied', error_description: 'The person cancelled.' }, { mergeWithLastSubmission: false });
      return;
    }
    let accountId = form.get('account') ?? '';
    if (!accounts.has(accountId)) {
      const email = (form.get('email') ?? '').trim();
      const name = (form.get('name') ?? '').trim();
      if (!EMAIL_PATTERN.test(email) || !name) {
        page('Enter an email address and a name.');
        return;
      }
      // The same email at the same provider is the same person next time, as at a real provider.
      accountId = createHash('sha256').update(`${options.name}:${email.toLowerCase()}`).digest('hex').slice(0, 24);
      accounts.set(accountId, { email, email_verified: true, name });
    }
    // Signing in and consenting are one step on this page: the grant covers the scopes asked for.
    const grant = new op.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await op.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  return {
    issuer,
    setAccount: (accountId, claims) => accounts.set(accountId, claims),
    close: () =>
      new Promise<void>((resolve) => {
        // Browsers and fetch keep connections alive; without this, close waits for them to time out.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
