import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findApiRoot } from '../db/api-root';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { patientWithVisit } from '../test/kits/scheduling-test-kit';
import { TestClient } from '../test/test-client';
import { registerBusinessMetrics } from './business-metrics';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { registerPoolMetrics } from './pool-metrics';

const registry = new Registry();
let t: TestApp;
let server: MetricsServer;
beforeAll(async () => {
  // A tax estimator that fails: GET /api/estimate with a state answers 500.
  const failing = { estimate: () => Promise.reject(new Error('the tax service is down')) };
  t = await buildTestApp({}, { metrics: registry, adapters: { taxEstimator: failing } });
  registerPoolMetrics(registry, t.appHandle.pool);
  registerBusinessMetrics(registry, t.appHandle.db);
  server = await startMetricsServer(registry, 0, '127.0.0.1');
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const scrape = async () => {
  const answer = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(answer.status).toBe(200);
  return answer.text();
};

/** The value of one series of the scrape, by its name and exact labels; undefined when absent. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) {
      continue;
    }
    const have = match[2] ? match[2].split(',') : [];
    if (have.length === wanted.length && wanted.every((pair) => have.includes(pair))) {
      return Number(match[3]);
    }
  }
  return undefined;
}

describe('metrics on their own port', () => {
  it('count requests and their durations per route template, method and status class, a 5xx too', async () => {
    const client = new TestClient(t.app);
    const cartId = randomUUID();
    for (let times = 0; times < 3; times += 1) {
      await client.get(`/api/shop/carts/${randomUUID()}`);
    }
    expect((await client.get('/api/estimate?category=skin&productIds=1&state=CA')).status).toBe(500);
    await client.get('/livez');
    const text = await scrape();
    const cart = { method: 'GET', route: '/api/shop/carts/:cartId', status_class: '4xx' };
    expect(valueOf(text, 'teleskin_http_requests_total', cart)).toBe(3);
    expect(valueOf(text, 'teleskin_http_request_duration_seconds_count', cart)).toBe(3);
    expect(valueOf(text, 'teleskin_http_request_duration_seconds_bucket', { ...cart, le: '+Inf' })).toBe(3);
    expect(valueOf(text, 'teleskin_http_requests_total', { method: 'GET', route: '/api/estimate', status_class: '5xx' })).toBe(1);
    // Never the raw path; the probes are left out.
    expect(text).not.toContain(cartId);
    expect(text).not.toMatch(/route="\/api\/shop\/carts\/[0-9a-f]{8}-/);
    expect(text).not.toContain('route="/livez"');
    expect(valueOf(text, 'teleskin_db_pool_connections')).toBeGreaterThan(0);
    expect(valueOf(text, 'teleskin_db_pool_waiting_clients')).toBe(0);
    expect(valueOf(text, 'teleskin_business_metrics_up')).toBe(1);
  });

  it('show the job queue, the outbox and the pending checkout attempts as the database holds them', async () => {
    const before = await scrape();
    expect(valueOf(before, 'teleskin_jobs_queued', { task: 'health-probe-task' })).toBeUndefined();
    expect(valueOf(before, 'teleskin_checkout_attempts_pending')).toBe(0);
    expect(valueOf(before, 'teleskin_outbox_waiting_messages')).toBe(0);
    const db = t.handle.pool;
    // Two jobs due (one for ten minutes), one failed for good, one taken by a worker.
    await db.query(`select graphile_worker.add_job('health-probe-task', '{}'::json, run_at => now() - interval '10 minutes')`);
    await db.query(`select graphile_worker.add_job('health-probe-task', '{}'::json)`);
    await db.query(`select graphile_worker.add_job('health-probe-task', '{}'::json, max_attempts => 1)`);
    await db.query(`select graphile_worker.add_job('health-probe-task', '{}'::json)`);
    await db.query(`update graphile_worker._private_jobs set attempts = max_attempts where max_attempts = 1`);
    await db.query(
      `update graphile_worker._private_jobs set locked_at = now(), locked_by = 'test' where id = (select max(id) from graphile_worker._private_jobs)`,
    );
    // An SMS written 5 minutes ago and not sent; one sent; one given up.
    for (const [sentAt, gaveUpAt] of [['null', 'null'], ['now()', 'null'], ['null', 'now()']]) {
      await db.query(
        `insert into outbox_messages (channel, recipient, body, template, brand_id, adapter, sent_at, gave_up_at, created_at) values ('sms', '+15550001111', 'x', 'test', 1, 'twilio', ${sentAt}, ${gaveUpAt}, now() - interval '5 minutes')`,
      );
    }
    // A checkout attempt written and not settled.
    const { uuid, client } = await patientWithVisit(t);
    const patientId = (await client.get('/api/patient')).body.data.id as number;
    await db.query(
      `insert into checkout_attempts (attempt_uuid, patient_id, visit_id, idempotency_key, amount_cents, snapshot) select $1, $2, id, $3, 4900, '{}' from visits where uuid = $4`,
      [randomUUID(), patientId, randomUUID(), uuid],
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const text = await scrape();
    const task = { task: 'health-probe-task' };
    expect(valueOf(text, 'teleskin_jobs_queued', task)).toBe(2);
    expect(valueOf(text, 'teleskin_jobs_running', task)).toBe(1);
    expect(valueOf(text, 'teleskin_jobs_failed', task)).toBe(1);
    expect(valueOf(text, 'teleskin_jobs_oldest_queued_age_seconds', task)).toBeGreaterThanOrEqual(600);
    expect(valueOf(text, 'teleskin_outbox_waiting_messages')).toBe(1);
    expect(valueOf(text, 'teleskin_outbox_oldest_waiting_age_seconds')).toBeGreaterThanOrEqual(300);
    expect(valueOf(text, 'teleskin_checkout_attempts_pending')).toBe(1);
  });

  it('exports every metric the alert rules name', async () => {
    const rules = readFileSync(`${findApiRoot()}/../../ops/prometheus/alerts.yml`, 'utf8');
    const named = new Set([...rules.matchAll(/\bteleskin_[a-z_]+/g)].map((match) => match[0]));
    expect(named.size).toBeGreaterThan(3);
    const text = await scrape();
    const exported = new Set([...text.matchAll(/^# TYPE (\S+) (\S+)/gm)].flatMap(([, name, type]) => (type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!])));
    expect([...named].filter((name) => !exported.has(name))).toEqual([]);
  });

  it("are served on their port only: not on the app's, and nothing else on theirs", async () => {
    const onApp = await t.app.inject({ method: 'GET', url: '/metrics', headers: { host: '127.0.0.1:3000' } });
    expect(onApp.statusCode).not.toBe(200);
    expect(onApp.body).not.toContain('teleskin_http_requests_total');
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
