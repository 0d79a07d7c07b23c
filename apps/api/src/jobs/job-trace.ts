import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { contextOfTraceparent, TRACEPARENT_FIELD, untracedContext } from '../trace-context';

const tracer = trace.getTracer('teleskin-jobs');

/** A job's own payload, and the `traceparent` of what queued it (job-queue.ts adds it). */
export function splitTraceparent(rawPayload: unknown): { payload: unknown; traceparent?: unknown } {
  if (typeof rawPayload !== 'object' || rawPayload === null || !(TRACEPARENT_FIELD in rawPayload)) {
    return { payload: rawPayload };
  }
  const { [TRACEPARENT_FIELD]: traceparent, ...payload } = rawPayload as Record<string, unknown>;
  return { payload, traceparent };
}

/**
 * Runs a job in a span `job {task}`: a child of the request or job that queued it when its
 * `traceparent` says so, else the root of a trace of its own. With tracing off the span records
 * nothing but still carries a trace id, so the job's lines and the jobs it queues share it.
 */
export async function runInJobTrace<T>(task: string, traceparent: unknown, work: (traceId: string) => Promise<T>): Promise<T> {
  // From the payload alone: whatever context graphile-worker's loop happens to run in is not the job's.
  const parent = contextOfTraceparent(traceparent, ROOT_CONTEXT);
  const started = tracer.startSpan(`job ${task}`, { kind: SpanKind.CONSUMER, attributes: { 'job.task': task } }, parent);
  // A no-op tracer (tracing off) with no parent gives an invalid span: give the job a trace id of its own.
  const span = trace.isSpanContextValid(started.spanContext()) ? started : trace.wrapSpanContext(trace.getSpanContext(untracedContext()) ?? started.spanContext());
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await work(span.spanContext().traceId);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
