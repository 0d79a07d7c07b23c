import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLoopbackServer } from './loopback-http-server';
import { xmlDocument, type XmlDocument } from './braintree-xml';
import {
  createFakeBraintreeApi,
  NotFound,
  type FakeBraintreeTransaction,
} from './fake-braintree-api';

export interface BraintreeFakeRequest {
  method: string;
  /** The path after `/merchants/{merchantId}`, e.g. `/transactions/advanced_search_ids`. */
  path: string;
  authorization: string | undefined;
  apiVersion: string | undefined;
  contentType: string | undefined;
  accept: string | undefined;
  body: Record<string, unknown>;
  status: number;
}

export interface FakeBraintreeServer {
  /** `http://127.0.0.1:port`, for BRAINTREE_API_BASE_URL. */
  url: string;
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** Every request, in order, with the status it got. */
  requests: BraintreeFakeRequest[];
  transactions: () => FakeBraintreeTransaction[];
  /** What the browser's PayPal button gets from Braintree: a nonce that can be vaulted once. */
  issueNonce: (payerEmail?: string) => string;
  /** Settles a sale, as the sandbox's `testing.settle` does: from then on it needs a refund, not a void. */
  settle: (transactionId: string) => void;
  /** Answers the next `count` requests whose path ends with `pathEnd` with a 500. */
  failNext: (count: number, pathEnd?: string) => void;
  close: () => Promise<void>;
}

/**
 * A stand-in for the part of Braintree's gateway API the adapter uses (client token, customer,
 * payment method from a nonce, transaction sale, search by order id, find, void, refund:
 * `fake-braintree-api.ts`), on a free loopback port. It speaks what the Node SDK speaks: JSON
 * bodies with snake_case keys (the SDK sends JSON, not XML), basic auth of the public and private
 * key, `X-ApiVersion: 6`, and XML answers (`braintree-xml.ts`); refusals come as a 422
 * `<api-error-response>` with validation errors or the refused transaction. Sales follow the
 * sandbox's test amounts: 2000.00-2999.99 processor-declined with that code, 3000.xx failed (the
 * processor's network down), 5001.00 gateway-rejected. A settled sale is refunded whole or in parts
 * (a credit each, with the request's `order_id`), never beyond what is left (91521). Not covered: cards, 3-D Secure, settlement
 * batches, PayPal's own checks, search paging beyond one page.
 */
export async function startFakeBraintreeServer(): Promise<FakeBraintreeServer> {
  const [merchantId, publicKey, privateKey] = [
    'fake_merchant_id',
    'fake_public_key',
    'fake_private_key',
  ];
  const api = createFakeBraintreeApi(merchantId);
  const requests: BraintreeFakeRequest[] = [];
  const failures = { count: 0, pathEnd: '' };
  const prefix = `/merchants/${merchantId}`;
  const basicAuth = `Basic ${Buffer.from(`${publicKey}:${privateKey}`).toString('base64')}`;

  const answer = (request: IncomingMessage, response: ServerResponse, text: string) => {
    const method = request.method ?? 'GET';
    const url = request.url ?? '';
    const path = url.startsWith(prefix) ? url.slice(prefix.length) : url;
    const body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
    const {
      authorization,
      accept,
      'content-type': contentType,
      'x-apiversion': apiVersion,
    } = request.headers;
    const send = (status: number, xml: XmlDocument = {}) => {
      const version = typeof apiVersion === 'string' ? apiVersion : undefined;
      requests.push({
        method,
        path,
        authorization,
        apiVersion: version,
        contentType,
        accept,
        body,
        status,
      });
      response
        .writeHead(status, { 'content-type': 'application/xml; charset=utf-8' })
        .end(xmlDocument(xml));
    };
    if (failures.count > 0 && path.endsWith(failures.pathEnd)) {
      failures.count -= 1;
      return send(500);
    }
    if (authorization !== basicAuth) {
      return send(401);
    }
    if (!url.startsWith(prefix)) {
      return send(404);
    }
    try {
      const result = api.route(method, path, body);
      return send(result.status, result.xml);
    } catch (error) {
      if (error instanceof NotFound) {
        return send(404);
      }
      throw error;
    }
  };

  const server = await startLoopbackServer(answer);
  return {
    url: server.url,
    merchantId,
    publicKey,
    privateKey,
    requests,
    transactions: api.transactions,
    issueNonce: api.issueNonce,
    settle: api.settle,
    failNext: (count, pathEnd = '') => {
      Object.assign(failures, { count, pathEnd });
    },
    close: server.close,
  };
}
