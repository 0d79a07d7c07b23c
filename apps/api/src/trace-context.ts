import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { context, defaultTextMapGetter, defaultTextMapSetter, ROOT_CONTEXT, trace, TraceFlags, type Context } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

/**
 * The trace a request or a job belongs to (ADR 156). With tracing on, it is OpenTelemetry's span
 * context; with tracing off, a request or a job still gets a trace id of its own (a span context
 * that is never sampled nor exported), so its log lines and the jobs it queues share one id.
 * Both ride on OpenTelemetry's context, which tracing.ts always installs.
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

/**
 * A context carrying a fresh, unsampled trace: what a request or a job runs in when tracing is off
 * and nothing gave it a trace (with tracing on, the SDK starts a real one instead).
 */
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
 * Fastify's server, with each request run in its trace: the one the HTTP instrumentation started
 * (tracing on), else the caller's `traceparent` if valid, else a fresh one. The server gets the
 * timeouts Fastify gives the servers it makes itself.
 */
export const tracedServerFactory: FastifyServerFactory = (handler, fastifyOptions) => {
  const options = fastifyOptions as { http?: http.ServerOptions; keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };
  const server = http.createServer(options.http ?? {}, (request, response) => {
    if (activeTraceId()) {
      handler(request, response);
      return;
    }
    const fromCaller = contextOfTraceparent(request.headers.traceparent, context.active());
    const requestContext = trace.getSpanContext(fromCaller) ? fromCaller : untracedContext(fromCaller);
    context.with(requestContext, () => handler(request, response));
  });
  server.keepAliveTimeout = options.keepAliveTimeout;
  server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout);
  return server;
};

/** Fastify's request id: the request's trace id, which its log lines carry as `traceId`. */
export function requestTraceId(request: IncomingMessage): string {
  return activeTraceId() ?? traceIdOfTraceparent(request.headers.traceparent) ?? newTraceId();
}

function traceIdOfTraceparent(traceparent: unknown): string | undefined {
  return trace.getSpanContext(contextOfTraceparent(traceparent))?.traceId;
}
