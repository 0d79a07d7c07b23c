import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLoopbackServer } from './loopback-http-server';
import { createFakeStripeApi } from './fake-stripe-api';
import type { StripeTestCard } from './fake-stripe-cards';
import type { FakeStripeRefund } from './fake-stripe-refunds';
import { StripeFailure, type FakeStripeCharge, type StripeParams } from './fake-stripe-shared';

export interface StripeFakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  params: StripeParams;
  status: number;
  /** Answered from the idempotency store (`Idempotent-Replayed: true`). */
  isReplay: boolean;
}

export interface FakeStripeServer {
  /** `http://127.0.0.1:port`, for STRIPE_API_BASE_URL. */
  url: string;
  secretKey: string;
  /** Every request, in order, with the status it got. */
  requests: StripeFakeRequest[];
  /** The money that moved: one succeeded Charge per succeeded PaymentIntent. */
  charges: () => FakeStripeCharge[];
  /** Every refund made, oldest first, with its metadata. */
  refunds: () => FakeStripeRefund[];
  /** Every PaymentIntent made, declined ones included. */
  paymentIntents: () => { id: string; status: string; metadata: StripeParams }[];
  /** What Stripe.js gives the browser for a test card: a fresh `pm_…` that can be attached once. */
  issuePaymentMethod: (card: StripeTestCard) => string;
  /** Answers the next `count` requests with a 500, as an outage in front of the API would. */
  failNext: (count: number) => void;
  /** Forgets every idempotency key, as Stripe does 24 hours after a key's first use. */
  forgetIdempotencyKeys: () => void;
  /** From now on, new PaymentIntents show in search only `ms` after they are made (Stripe: up to a minute). */
  lagSearch: (ms: number) => void;
  close: () => Promise<void>;
}

/** Parses `a[b][0]=x&c=y` as Stripe does into nested objects (lists keyed by index). */
function parseParams(text: string): StripeParams {
  const root: StripeParams = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[path.at(-1) ?? key] = value;
  }
  return root;
}

const IDEMPOTENCY_MISMATCH =
  'Keys for idempotent requests can only be used with the same parameters they were first used with.';

/**
 * A stand-in for the part of Stripe's API the adapter uses (customers, attaching PaymentMethods,
 * PaymentIntents with search and cancel, refunds and their list: `fake-stripe-api.ts`), on a free
 * loopback port.
 * It speaks Stripe's protocol: form-encoded bodies, the secret key as bearer, JSON answers,
 * `{ error }` bodies (402 for card errors), and idempotency keys on POST (the same key and body
 * replay the stored answer, declines included; another body under the same key is a 400
 * `idempotency_error`). An outage (`failNext`) answers before the idempotency layer, so a retry
 * runs the request; `forgetIdempotencyKeys` drops every stored key, as Stripe does after 24 hours.
 * Refunds give back the whole rest or a part of it, never more (`amount_too_large`), keep their
 * metadata, and are listed newest first a page at a time (`GET /v1/refunds`, `starting_after`).
 * Not covered: 3-D Secure, manual capture, failed Charge or refund objects, other lists, paging
 * backwards, and search queries other than one metadata value.
 */
export async function startFakeStripeServer(
  secretKey = 'sk_test_fake_teleskin',
): Promise<FakeStripeServer> {
  const api = createFakeStripeApi();
  const requests: StripeFakeRequest[] = [];
  const stored = new Map<string, { request: string; status: number; body: unknown }>();
  let failures = 0;

  const call = (method: string, path: string, params: StripeParams) => {
    try {
      return { status: 200, body: api.route(method, path.replace(/^\/v1/, ''), params) };
    } catch (error) {
      if (error instanceof StripeFailure) {
        return { status: error.status, body: { error: error.error } };
      }
      throw error;
    }
  };

  const answer = (request: IncomingMessage, response: ServerResponse, body: string) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const params = parseParams(method === 'GET' ? url.search.slice(1) : body);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const { authorization, 'content-type': contentType } = request.headers;
    const send = (status: number, payload: unknown, isReplay = false) => {
      requests.push({
        method,
        path: url.pathname,
        authorization,
        idempotencyKey,
        contentType,
        params,
        status,
        isReplay,
      });
      const headers = {
        'content-type': 'application/json',
        ...(isReplay ? { 'idempotent-replayed': 'true' } : {}),
      };
      response.writeHead(status, headers).end(JSON.stringify(payload));
    };
    if (failures > 0) {
      failures -= 1;
      return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
    }
    if (authorization !== `Bearer ${secretKey}`) {
      return send(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    }
    const fingerprint = `${method} ${url.pathname} ${body}`;
    const earlier = method === 'POST' && idempotencyKey ? stored.get(idempotencyKey) : undefined;
    if (earlier) {
      return earlier.request === fingerprint
        ? send(earlier.status, earlier.body, true)
        : send(400, { error: { type: 'idempotency_error', message: IDEMPOTENCY_MISMATCH } });
    }
    const result = call(method, url.pathname, params);
    if (method === 'POST' && idempotencyKey) {
      stored.set(idempotencyKey, { request: fingerprint, ...result });
    }
    return send(result.status, result.body);
  };

  const server = await startLoopbackServer(answer);
  return {
    url: server.url,
    secretKey,
    requests,
    charges: api.charges,
    refunds: api.refunds,
    paymentIntents: api.paymentIntents,
    issuePaymentMethod: api.issuePaymentMethod,
    failNext: (count) => {
      failures = count;
    },
    forgetIdempotencyKeys: () => {
      stored.clear();
    },
    lagSearch: api.lagSearch,
    close: server.close,
  };
}
