import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, JOB_QUEUE_SCHEMA } from './db/job-queue';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { capturedLogs } from './test/captured-logs';
import { testJobs } from './test/job-runner';
import { TRACEPARENT_FIELD } from './trace-context';

// With tracing off (the default), each line a request or a job writes still carries its trace id
// (ADR 156): the caller's, the one its payload names, or one of its own. With tracing on, the
// jobs a request queues carry its trace: observability/tracing.int.test.ts.

const TRACE_ID = /^(?!0{32})[0-9a-f]{32}$/;
const { lines, logger } = capturedLogs();
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp({}, { logger });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const requestLines = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request');
const lineOf = (path: string) => requestLines().findLast((entry) => (entry.req as { path: string }).path === path);

describe('trace ids with tracing off', () => {
  it('gives each request a W3C trace id of its own, on every line it writes', async () => {
    expect((await fetch(`${base}/api/brand`)).status).toBe(200);
    expect((await fetch(`${base}/api/patient`)).status).toBe(401);
    const ids = requestLines().map((entry) => entry.traceId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(TRACE_ID);
    expect(ids[1]).toMatch(TRACE_ID);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("takes the caller's traceparent, so a proxy's or a browser's trace goes on here", async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    expect((await fetch(`${base}/api/brand`, { headers: { traceparent } })).status).toBe(200);
    expect(lineOf('/api/brand')?.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect((await fetch(`${base}/api/brand`, { headers: { traceparent: '00-not-a-trace-01' } })).status).toBe(200);
    expect(lineOf('/api/brand')?.traceId).toMatch(TRACE_ID);
  });

  it("a job's lines carry the trace its payload names, and a job queued by no trace gets one of its own", async () => {
    const jobs = testJobs(t);
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    // As a request queues it with tracing on (job-queue.ts adds the field).
    await t.handle.pool.query(`select ${JOB_QUEUE_SCHEMA}.add_job('audit-verify', json_build_object($1::text, $2::text))`, [TRACEPARENT_FIELD, traceparent]);
    await jobs.runDue();
    await enqueueJob(t.appHandle.db, 'audit-verify', {});
    await jobs.runDue();

    const verified = jobs.logs.filter((entry) => entry.msg === 'audit trail verified whole');
    expect(verified.map((entry) => entry.traceId)).toEqual(['0af7651916cd43dd8448eb211c80319c', expect.stringMatching(TRACE_ID)]);
    expect(verified[1]?.traceId).not.toBe(verified[0]?.traceId);
  });
});
