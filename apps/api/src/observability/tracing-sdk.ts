import http from 'node:http';
import https from 'node:https';
import pg from 'pg';
import type { Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import type { InstrumentationBase } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, ParentBasedSampler, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { FastifyPluginCallback } from 'fastify';
import type { Tracing, TracingSettings } from './tracing';

// Probes, scrapes and static files: traced, they would drown the requests worth reading.
const UNTRACED_PATHS = /^\/(livez|readyz|metrics|assets\/|favicon)/;

const pathOf = (url: string | undefined) => (url ?? '').split('?')[0] ?? '';

/**
 * OpenTelemetry's SDK for this process (ADR 156): spans of incoming HTTP, Fastify, `pg` and
 * outgoing HTTP (node's and fetch's), exported over OTLP/HTTP in batches. The instrumentations
 * patch the modules' objects directly instead of hooking `require`, which the API's bundle
 * (esbuild) never calls for the packages it contains.
 */
export function startTracingSdk(settings: TracingSettings & { endpoint: string }): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.sampleRatio) }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.endpoint }))],
  });
  // The global tracer provider, the context manager and the W3C propagator (traceparent in, out).
  provider.register();

  const httpInstrumentation = new HttpInstrumentation({
    enabled: false,
    ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(pathOf(request.url)),
    // Only calls made for a request or a job: not the pool's or the exporter's own traffic.
    requireParentforOutgoingSpans: true,
    // Query strings carry signed photo links and one-time tokens: a span keeps the path only.
    requestHook: (span: Span, request) => {
      if (request instanceof http.IncomingMessage && request.url?.includes('?')) {
        span.setAttribute('url.query', 'REDACTED');
      }
    },
  });
  patchModule(httpInstrumentation, 'http', http);
  patchModule(httpInstrumentation, 'https', https);
  // Queries only inside a request or a job (the job queue's polling would start a trace each time),
  // and their text only: parameters are never recorded (ADR 071).
  const pgInstrumentation = new PgInstrumentation({ enabled: false, requireParentSpan: true });
  patchModule(pgInstrumentation, 'pg', pg);
  patchModule(pgInstrumentation, 'pg-pool', Object.getPrototypeOf(pg.Pool));
  // fetch (undici) is traced through its diagnostics channels, which need no patching.
  new UndiciInstrumentation({ requireParentforSpans: true }).setTracerProvider(provider);

  const fastify = new FastifyOtelInstrumentation({
    // One span per request and per handler; the hooks (brand, session, CSRF...) show as the gaps.
    instrumentHooks: false,
    ignorePaths: (route: { url?: string }) => UNTRACED_PATHS.test(route.url ?? ''),
    requestHook: (span: Span, request: { url: string }) => span.setAttribute('url.path', pathOf(request.url)),
  });
  fastify.setTracerProvider(provider);
  return {
    isOn: true,
    fastifyPlugin: fastify.plugin() as unknown as FastifyPluginCallback,
    shutdown: () => provider.shutdown(),
  };
}

/** Applies an instrumentation's patch to a module object already loaded (bundled or not). */
function patchModule(instrumentation: InstrumentationBase, name: string, moduleExports: unknown): void {
  const definition = instrumentation.getModuleDefinitions().find((each) => each.name === name);
  if (!definition?.patch) {
    throw new Error(`The ${instrumentation.instrumentationName} instrumentation has no patch for ${name}`);
  }
  definition.patch(moduleExports);
}
