import type { FastifyPluginCallback } from 'fastify';
import type { Env } from '../env';

/** What a process needs to know to trace (env.ts's OTEL_* settings). */
export interface TracingSettings {
  /** The OTLP/HTTP traces endpoint; unset, tracing is off and nothing is exported. */
  endpoint?: string;
  serviceName: string;
  /** The share of new traces kept (0 to 1); a trace already sampled upstream is always kept. */
  sampleRatio: number;
}

export interface Tracing {
  isOn: boolean;
  /** Fastify's spans (a request span named by its route, the handler): registered first by app.ts. */
  fastifyPlugin?: FastifyPluginCallback;
  /** Sends the spans not yet exported; called as the process stops. */
  shutdown: () => Promise<void>;
}

/** The settings of env.ts's OTEL_* variables, as OpenTelemetry's own SDKs read them. */
export function tracingSettingsOf(env: Env, defaultServiceName: string): TracingSettings {
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/+$/, '');
  return {
    endpoint: env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (base ? `${base}/v1/traces` : undefined),
    serviceName: env.OTEL_SERVICE_NAME ?? defaultServiceName,
    sampleRatio: env.OTEL_TRACES_SAMPLER_ARG,
  };
}

/**
 * Starts tracing for this process (ADR 156). The SDK, its context manager and the
 * instrumentations (tracing-sdk.ts) are loaded only when an endpoint is set: with tracing off the
 * process neither parses nor runs any of them, and costs nothing (`npm run bench -- --tracing`).
 */
export async function startTracing(settings: TracingSettings): Promise<Tracing> {
  if (!settings.endpoint) {
    return { isOn: false, shutdown: async () => undefined };
  }
  const { startTracingSdk } = await import('./tracing-sdk');
  return startTracingSdk({ ...settings, endpoint: settings.endpoint });
}
