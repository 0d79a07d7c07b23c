import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { context, defaultTextMapGetter, defaultTextMapSetter, ROOT_CONTEXT, trace, TraceFlags, type Context } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

/**
 * The trace a request or a job belongs to (ADR 156): OpenTelemetry's span context, which rides on
 * its context manager when tracing is on. With tracing off there is no context manager (keeping
 * one costs every promise of the process a little, measured at 6% of a read's CPU on Node 20), so
 * a request's id comes from its caller's `traceparent` or is drawn fresh, and a job gets one of
 * its own: each log line still carries the id of what it belongs to.
 */

// Used directly, not through the global propagator, which is a no-op while tracing is off.
const w3c = new W3CTraceContextPropagator();

/** The trace id of the request or job running now, if any. */
export function activeTraceId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/** A new W3C trace id (16 random bytes as hex): the id of a request or job with no trace yet. */
export function newTraceId(): string {
  return randomBytes(16).toString('hex');
}

/** A context carrying a fresh, unsampled trace: a job's when nothing gave it one and tracing is off. */
export function untracedContext(parent: Context = ROOT_CONTEXT): Context {
  return trace.setSpanContext(parent, { traceId: newTraceId(), spanId: randomBytes(8).toString('hex'), traceFlags: TraceFlags.NONE, isRemote: true });
}

/** The field of a job's payload that holds the `traceparent` of what queued it. */
export const TRACEPARENT_FIELD = '_traceparent';

/** The W3C `traceparent` of the running span, to put in a job's payload; none outside a trace. */
export function activeTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  w3c.inject(context.active(), carrier, defaultTextMapSetter);
  return carrier.traceparent;
}

/** The context a job's `traceparent` names, under `parent`; `parent` itself if it names none or is malformed. */
export function contextOfTraceparent(traceparent: unknown, parent: Context = ROOT_CONTEXT): Context {
  if (typeof traceparent !== 'string') {
    return parent;
  }
  return w3c.extract(parent, { traceparent }, defaultTextMapGetter);
}

/**
 * Fastify's request id, which its log lines carry as `traceId`: the trace the HTTP instrumentation
 * started (tracing on), else the caller's `traceparent` if valid, else a fresh id.
 */
export function requestTraceId(request: IncomingMessage): string {
  return activeTraceId() ?? traceIdOfTraceparent(request.headers.traceparent) ?? newTraceId();
}

function traceIdOfTraceparent(traceparent: unknown): string | undefined {
  return trace.getSpanContext(contextOfTraceparent(traceparent))?.traceId;
}
