import type { HotPathClient, HotPathMethod, HotPathResponse } from './hot-path-client';

const CSRF_COOKIE = 'XSRF-TOKEN';

/**
 * The bench's browser: a cookie jar over `fetch` against a real server, fetching the CSRF token
 * before its first mutating call as the web client does. `address` goes out as X-Forwarded-For,
 * so each client is a person of their own to a server started with TRUST_PROXY=true.
 */
export class FetchClient implements HotPathClient {
  private readonly jar = new Map<string, string>();

  constructor(
    readonly base: string,
    readonly address?: string,
  ) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  /** The headers this client sends with a call of `method` (cookies, CSRF echo, its address); `address` replaces its own. */
  headersFor(method: HotPathMethod, hasBody: boolean, address = this.address): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.jar.size > 0) {
      headers.cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const token = this.jar.get(CSRF_COOKIE);
    if (method !== 'GET' && token) {
      headers['x-xsrf-token'] = decodeURIComponent(token);
    }
    if (hasBody) {
      headers['content-type'] = 'application/json';
    }
    if (address) {
      headers['x-forwarded-for'] = address;
    }
    return headers;
  }

  async request(method: HotPathMethod, url: string, payload?: unknown): Promise<HotPathResponse> {
    if (method !== 'GET' && !this.jar.has(CSRF_COOKIE)) {
      await this.request('GET', '/api/auth/csrf');
    }
    const hasBody = payload !== undefined;
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: this.headersFor(method, hasBody),
      ...(hasBody ? { body: JSON.stringify(payload) } : {}),
    });
    for (const header of response.headers.getSetCookie()) {
      this.keepCookie(header);
    }
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    return { status: response.status, body: isJson && text !== '' ? JSON.parse(text) : text };
  }

  private keepCookie(header: string): void {
    const [pair = '', ...attributes] = header.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const isExpired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
    if (isExpired || value === '') {
      this.jar.delete(name);
    } else {
      this.jar.set(name, value);
    }
  }
}
