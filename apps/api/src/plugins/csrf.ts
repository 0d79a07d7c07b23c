import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@app/domain/messages';
import { AppError } from '../errors';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The MAC of a nonce for one brand: a token is genuine only on the brand it was issued for. */
function sign(secret: string, brandId: number, nonce: string): string {
  return createHmac('sha256', secret).update(`${brandId}.${nonce}`).digest('base64url');
}

/**
 * A fresh token for the brand of the request's host: a random nonce and its HMAC, so a token made
 * up by another site never verifies, and one issued on the other brand's host does not either.
 */
export function issueCsrfToken(secret: string, brandId: number): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, brandId, nonce)}`;
}

function isGenuine(secret: string, brandId: number, token: string): boolean {
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) {
    return false;
  }
  const expected = Buffer.from(sign(secret, brandId, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Signed double-submit CSRF protection: the page reads the `XSRF-TOKEN` cookie and echoes it in
 * `X-XSRF-TOKEN`. Another origin can neither read the cookie nor forge a signed one. The token is
 * not bound to the session (visitors post before they have one): a host able to set cookies on our
 * domain could plant a genuine token, which is why brands get their own hosts (ADR 005), and why a
 * token is bound to its brand (ADR 130): one brand's host cannot hand out tokens for the other's.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: { secret: string; isSecureCookie: boolean }) => {
  app.decorateReply('issueCsrfCookie', function issueCsrfCookie(this: FastifyReply) {
    this.setCookie(CSRF_COOKIE, issueCsrfToken(opts.secret, this.request.brand.id), {
      httpOnly: false,
      sameSite: 'lax',
      secure: opts.isSecureCookie,
      path: '/',
    });
  });
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) {
      return;
    }
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || header !== cookie || !isGenuine(opts.secret, request.brand.id, cookie)) {
      throw new AppError('CSRF_MISMATCH', MESSAGES.form.csrfMismatch);
    }
  });
});

declare module 'fastify' {
  interface FastifyReply {
    issueCsrfCookie: () => void;
  }
}
