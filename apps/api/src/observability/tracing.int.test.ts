import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopProduct } from '@app/domain/contracts';
import { findApiRoot } from '../db/api-root';
import { shopCatalogueOf } from '../modules/storefront/shop-catalogue';
import { listeningPort, startApiProcess, type ApiProcess } from '../test/api-process';
import { createTestDatabase, type TestDatabase } from '../test/build-test-app';
import { startFakeOtlpCollector, type CollectedSpan, type FakeOtlpCollector } from '../test/fake-otlp-collector';
import { startFakeShopifyStorefront, type FakeShopifyStorefront } from '../test/fake-shopify-storefront-server';
import { FetchClient } from '../test/hot-paths/fetch-client';
import { okBody } from '../test/hot-paths/hot-path-client';
import { activationBody, patientReadyToPay } from '../test/hot-paths/hot-path-subjects';
import { waitFor } from '../test/wait-for';

// Tracing on (ADR 156), in the API as it runs in production: the esbuild bundle, started as its
// own process, exporting to a collector over OTLP/HTTP. What an engineer opening a trace sees.

const SPAN_KIND = { internal: 1, server: 2, client: 3, consumer: 5 };

let collector: FakeOtlpCollector;
let shop: FakeShopifyStorefront;
let database: TestDatabase;
let pool: pg.Pool;
let api: ApiProcess;
let base: string;
let clients = 0;

beforeAll(async () => {
  // The bundle `npm start` runs (scripts/build.mjs; nothing is rebuilt when nothing changed).
  execFileSync(process.execPath, ['-e', "import('./scripts/build.mjs').then((build) => build.buildApi())"], { cwd: `${findApiRoot()}/../..`, stdio: 'ignore' });
  collector = await startFakeOtlpCollector();
  const variants = [1, 2].flatMap((brandId) => shopCatalogueOf(brandId).products.flatMap((product) => product.variants.map((variant) => variant.shopifyVariantId)));
  shop = await startFakeShopifyStorefront({ variants: [...new Set(variants)] });
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  api = startApiProcess(
    database.url,
    {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      // Spans leave in batches; a short delay keeps the test short.
      OTEL_BSP_SCHEDULE_DELAY: '100',
      STOREFRONT_CART_ADAPTER: 'shopify',
      SHOPIFY_STORE_DOMAIN: shop.storeDomain,
      SHOPIFY_STOREFRONT_ACCESS_TOKEN: shop.accessToken,
      SHOPIFY_STOREFRONT_API_URL: shop.url,
    },
    'dist/server.js',
  );
  base = `http://127.0.0.1:${await listeningPort(api)}`;
}, 120_000);
afterAll(async () => {
  await api?.stop();
  await pool?.end();
  await database?.drop();
  await shop?.close();
  await collector?.close();
});

const newClient = () => new FetchClient(base, `10.67.0.${++clients}`);
const spansOf = (traceId: string) => collector.spans.filter((span) => span.traceId === traceId);

async function spanWhere(what: string, test: (span: CollectedSpan) => boolean): Promise<CollectedSpan> {
  await waitFor(() => collector.spans.some(test), 15_000, what);
  return collector.spans.find(test)!;
}

describe('tracing on, in the built API', () => {
  it('shows a checkout and the confirmation job it queued as one trace: HTTP, Fastify, the queries, the job and its queries', async () => {
    const deps = { newClient, query: async (text: string, values?: readonly unknown[]) => (await pool.query(text, values as unknown[])).rows, signInStaff: () => Promise.reject(new Error('not needed')) };
    const patient = await patientReadyToPay(deps);
    const activation = activationBody();
    await okBody(patient.client.request('POST', '/app/patient/payment/activate-trial', activation), 'activation');

    const job = await spanWhere('the confirmation job to be traced', (span) => span.name === 'job send-subscription-notice');
    expect(job).toMatchObject({ service: 'teleskin-api', kind: SPAN_KIND.consumer });
    const server = await spanWhere('the checkout request to be traced', (span) => span.traceId === job.traceId && span.kind === SPAN_KIND.server);
    expect(server).toMatchObject({ name: 'POST /app/patient/payment/activate-trial', parentSpanId: '' });
    expect(server.attributes).toMatchObject({ 'http.route': '/app/patient/payment/activate-trial', 'http.response.status_code': 200 });
    await waitFor(() => spansOf(job.traceId).some((span) => span.parentSpanId === job.spanId), 15_000, "the job's queries to be exported");

    const trace = spansOf(job.traceId);
    const ids = new Set(trace.map((span) => span.spanId));
    // Fastify's request span, named by its route, under the server span.
    expect(trace.find((span) => span.name === 'request')?.attributes).toMatchObject({ 'http.route': '/app/patient/payment/activate-trial' });
    // The checkout's queries, their text without their values.
    const queries = trace.filter((span) => span.attributes['db.system.name'] === 'postgresql' && typeof span.attributes['db.query.text'] === 'string');
    expect(queries.length).toBeGreaterThan(5);
    // Only the attributes: span ids and times are random hex and digits that may hold any short run.
    const recorded = JSON.stringify(queries.map((span) => span.attributes));
    expect(recorded).toContain('checkout_attempts');
    expect(recorded).not.toContain(activation.checkoutAttemptId);
    expect(recorded).not.toContain('4242424242424242');
    // The job hangs off the request that queued it, and its own queries off the job.
    expect(ids.has(job.parentSpanId)).toBe(true);
    expect(trace.some((span) => span.parentSpanId === job.spanId && span.attributes['db.system.name'] === 'postgresql')).toBe(true);
    // Every span of the trace has its parent in it, but the server span, the root.
    expect(trace.filter((span) => !ids.has(span.parentSpanId)).map((span) => span.spanId)).toEqual([server.spanId]);
    // The request's log line carries the same id.
    const line = api.logs.find((entry) => entry.msg === 'request' && (entry.req as { path: string }).path === '/app/patient/payment/activate-trial');
    expect(line?.traceId).toBe(job.traceId);
  });

  it("traces a call to an outside service as the request's client span, and passes the trace on in its traceparent", async () => {
    const client = newClient();
    const products = (await okBody(client.request('GET', '/api/shop/products'), 'products')).data.products as ShopProduct[];
    const variantId = products[0]!.variants[0]!.variantId;
    await okBody(client.request('POST', '/api/shop/carts', { lines: [{ variantId, quantity: 1 }] }), 'cart');

    const server = await spanWhere('the cart request to be traced', (span) => span.kind === SPAN_KIND.server && span.attributes['http.route'] === '/api/shop/carts');
    const call = await spanWhere('the Storefront API call to be traced', (span) => span.traceId === server.traceId && span.kind === SPAN_KIND.client && span.attributes['server.port'] === Number(new URL(shop.url).port));
    expect(call.attributes['http.request.method']).toBe('POST');
    const sent = shop.requests.at(-1)?.headers.traceparent;
    expect(String(sent).split('-').slice(1, 3)).toEqual([server.traceId, call.spanId]);
  });

  it('leaves the probes untraced and keeps query strings out of spans', async () => {
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    expect((await fetch(`${base}/api/brand?token=canary-secret`)).status).toBe(200);
    const brand = await spanWhere('the brand request to be traced', (span) => span.kind === SPAN_KIND.server && span.attributes['url.path'] === '/api/brand');
    expect(brand.attributes['url.query']).toBe('REDACTED');
    await waitFor(() => spansOf(brand.traceId).some((span) => span.name === 'request'), 15_000, "the brand request's Fastify span");
    expect(JSON.stringify(collector.spans)).not.toContain('canary-secret');
    expect(collector.spans.some((span) => String(span.attributes['url.path']).startsWith('/livez'))).toBe(false);
  });
});
