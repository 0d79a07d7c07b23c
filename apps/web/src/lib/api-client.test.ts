import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';

function clearCookies() {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('apiRequest', () => {
  afterEach(() => {
    clearCookies();
  });

  it('fetches a CSRF token before the first unsafe call and sends it back decoded', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url === '/api/auth/csrf') {
        document.cookie = 'XSRF-TOKEN=a%2Bb; path=/';
        return json(200, { ok: true });
      }
      return json(200, { ok: true });
    });
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('POST', '/logout');

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/csrf', '/logout']);
    const headers = fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.['X-XSRF-TOKEN']).toBe('a+b');
  });

  it('refetches the token and retries once after a 419', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    let posts = 0;
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/auth/csrf') {
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return json(200, { ok: true });
      }
      posts += 1;
      return posts === 1 ? json(419, { message: 'expired', code: 'CSRF_MISMATCH' }) : json(200, { ok: true });
    });
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('POST', '/logout')).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/logout', '/api/auth/csrf', '/logout']);
  });

  it('turns an error answer into an ApiError with its field errors', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const errors = { email: ['Invalid email address.'] };
    vi.stubGlobal('fetch', async () => json(422, { message: 'Invalid email address.', code: 'VALIDATION_FAILED', errors }));

    const failure = await apiRequest('POST', '/api/register', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, code: 'VALIDATION_FAILED', errors });
  });
});
