import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestResponse {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- assertions read arbitrary JSON
  headers: LightMyRequestResponse['headers'];
  cookies: LightMyRequestResponse['cookies'];
}

/**
 * A browser-like client for `app.inject`: keeps cookies per host and, like the web client, fetches
 * the CSRF token before its first mutating call.
 */
export class TestClient {
  private readonly jar = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly host = '127.0.0.1:3000',
    readonly remoteAddress = '127.0.0.1',
  ) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  /** The names of the cookies the client holds now. */
  cookieNames(): string[] {
    return [...this.jar.keys()];
  }

  setCookie(name: string, value: string | undefined): void {
    if (value === undefined) {
      this.jar.delete(name);
    } else {
      this.jar.set(name, value);
    }
  }

  /** `options.headers` adds or replaces headers (e.g. a raw body's content type); `csrf: false` sends no CSRF header. */
  async request(method: Method, url: string, payload?: unknown, options: { csrf?: boolean; headers?: Record<string, string> } = {}): Promise<TestResponse> {
    const isMutating = method !== 'GET';
    if (isMutating && options.csrf !== false && !this.jar.has('XSRF-TOKEN')) {
      await this.request('GET', '/api/auth/csrf');
    }
    const headers: Record<string, string> = { host: this.host };
    if (this.jar.size > 0) {
      headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const token = this.jar.get('XSRF-TOKEN');
    if (isMutating && options.csrf !== false && token) {
      headers['x-xsrf-token'] = decodeURIComponent(token);
    }
    Object.assign(headers, options.headers);
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.remoteAddress,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires instanceof Date && cookie.expires.getTime() < Date.now());
      this.setCookie(cookie.name, expired || cookie.value === '' ? undefined : cookie.value);
    }
    let body: unknown = response.body;
    if (String(response.headers['content-type'] ?? '').includes('application/json')) {
      body = response.json();
    }
    return { status: response.statusCode, body, headers: response.headers, cookies: response.cookies };
  }

  get(url: string): Promise<TestResponse> {
    return this.request('GET', url);
  }

  post(url: string, payload?: unknown, options?: { csrf?: boolean; headers?: Record<string, string> }): Promise<TestResponse> {
    return this.request('POST', url, payload ?? {}, options);
  }

  put(url: string, payload: unknown): Promise<TestResponse> {
    return this.request('PUT', url, payload);
  }

  delete(url: string): Promise<TestResponse> {
    return this.request('DELETE', url);
  }
}
