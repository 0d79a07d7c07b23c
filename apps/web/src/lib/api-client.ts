import type { ErrorBody } from '@app/domain/contracts';
// The shell takes only its own section, so the whole catalogue loads with the pages (ADR 094).
import { FORM_MESSAGES } from '@app/domain/messages';

const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-XSRF-TOKEN';
const CSRF_PATH = '/api/auth/csrf';
const CSRF_MISMATCH_STATUS = 419;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any failed call: the server's `{ message, code, errors? }`, or a synthetic one for network failures. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string[]> | undefined;

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.errors = body.errors;
  }
}

/** True for a 422 answer that carries per-field messages. */
export function isValidationError(error: unknown): error is ApiError & { errors: Record<string, string[]> } {
  return error instanceof ApiError && error.status === 422 && error.errors !== undefined;
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (entry === undefined) {
    return undefined;
  }
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return undefined;
  }
}

function networkError(): ApiError {
  // A dropped connection has no body; give the caller the same shape as a server failure.
  return new ApiError(0, { message: FORM_MESSAGES.form.genericServerError, code: 'NETWORK' });
}

async function fetchCsrfToken(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(CSRF_PATH, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    throw await toApiError(response);
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (isErrorBody(body)) {
    return new ApiError(response.status, {
      message: body.message,
      code: typeof body.code === 'string' ? body.code : 'INTERNAL',
      errors: body.errors,
    });
  }
  return new ApiError(response.status, { message: FORM_MESSAGES.form.genericServerError, code: 'INTERNAL' });
}

async function send(method: HttpMethod, path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (a photo upload) sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) {
    headers['Content-Type'] = 'application/json';
  }
  if (UNSAFE_METHODS.has(method)) {
    const token = readCookie(CSRF_COOKIE);
    if (token !== undefined) {
      headers[CSRF_HEADER] = token;
    }
  }
  try {
    return await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw networkError();
  }
}

/**
 * Calls the API on the page's own origin. Unsafe methods carry the CSRF token, fetched first when
 * no cookie exists; a 419 (token rotated or expired) refetches the token and retries once.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const isUnsafe = UNSAFE_METHODS.has(method);
  if (isUnsafe && readCookie(CSRF_COOKIE) === undefined) {
    await fetchCsrfToken();
  }
  let response = await send(method, path, body);
  if (isUnsafe && response.status === CSRF_MISMATCH_STATUS) {
    await fetchCsrfToken();
    response = await send(method, path, body);
  }
  if (!response.ok) {
    throw await toApiError(response);
  }
  if (response.status === 204) {
    return undefined as T;
  }
  return (await response.json()) as T;
}
