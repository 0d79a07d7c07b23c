import type { AddressInfo } from 'node:net';
import { context } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, JOB_QUEUE_SCHEMA } from './db/job-queue';
import { startTracing } from './observability/tracing';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { capturedLogs } from './test/captured-logs';
import { FetchClient } from './test/hot-paths/fetch-client';
import { activationBody, patientReadyToPay } from './test/hot-paths/hot-path-subjects';
import { okBody } from './test/hot-paths/hot-path-client';
import { testJobs } from './test/job-runner';
import { activeTraceId, untracedContext } from './trace-context';

// With tracing off (the default), a request's log lines, the jobs it queues and their log lines
// still share one trace id (ADR 156): an on-call search for it shows the whole story.

const TRACE_ID = /^(?!0{32})[0-9a-f]{32}$/;
const { lines, logger } = capturedLogs();
let t: TestApp;
let base: string;

beforeAll(async () => {
  // What server.ts does with no OTLP endpoint: only the context the trace ids ride on.
  await startTracing({ serviceName: 'teleskin-api', sampleRatio: 1 });
  t = await buildTestApp({}, { logger });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const requestLines = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request');
const lineOf = (path: string) => requestLines().findLast((entry) => (entry.req as { path: string }).path === path);

describe('trace ids with tracing off', () => {
  it("a checkout's request line and the confirmation job it queued carry one trace id", async () => {
    let clients = 0;
    const deps = {
      newClient: () => new FetchClient(base, `10.66.0.${++clients}`),
      query: async (text: string, values?: readonly unknown[]) => (await t.handle.pool.query(text, values as unknown[])).rows,
      signInStaff: () => Promise.reject(new Error('not needed')),
    };
    const patient = await patientReadyToPay(deps);
    await okBody(patient.client.request('POST', '/app/patient/payment/activate-trial', activationBody()), 'activation');

    const traceId = lineOf('/app/patient/payment/activate-trial')?.traceId;
    expect(traceId).toMatch(TRACE_ID);
    const { rows } = await t.handle.pool.query<{ payload: { _traceparent?: string } }>(`select j.payload from ${JOB_QUEUE_SCHEMA}._private_jobs j join ${JOB_QUEUE_SCHEMA}._private_tasks k on k.id = j.task_id where k.identifier = 'send-subscription-notice'`);
    expect(rows.map((row) => row.payload._traceparent?.split('-')[1])).toEqual([traceId]);
    // Each request has a trace of its own.
    expect(new Set(requestLines().map((entry) => entry.traceId)).size).toBe(requestLines().length);
  });

  it("takes the caller's traceparent, so a proxy's or a browser's trace goes on here", async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    expect((await fetch(`${base}/api/brand`, { headers: { traceparent } })).status).toBe(200);
    expect(lineOf('/api/brand')?.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect((await fetch(`${base}/api/brand`, { headers: { traceparent: '00-not-a-trace-01' } })).status).toBe(200);
    expect(lineOf('/api/brand')?.traceId).toMatch(TRACE_ID);
  });

  it("a job's lines carry the trace of what queued it, and a job queued by no trace gets one of its own", async () => {
    const jobs = testJobs(t);
    const queuedIn = untracedContext();
    const traceId = context.with(queuedIn, () => activeTraceId());
    await context.with(queuedIn, () => enqueueJob(t.appHandle.db, 'audit-verify', { requestedBy: 'test' }, { jobKey: 'traced-verify' }));
    await jobs.runDue();
    await enqueueJob(t.appHandle.db, 'audit-verify', { requestedBy: 'test' }, { jobKey: 'untraced-verify' });
    await jobs.runDue();

    const verified = jobs.logs.filter((entry) => entry.msg === 'audit trail verified whole');
    expect(verified).toHaveLength(2);
    expect(verified[0]?.traceId).toBe(traceId);
    expect(verified[1]?.traceId).toMatch(TRACE_ID);
    expect(verified[1]?.traceId).not.toBe(traceId);
  });
});
