import { startLoopbackServer } from './loopback-http-server';

/** One span as a collector received it, flattened from OTLP/JSON. */
export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP's span kind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
}

export interface FakeOtlpCollector {
  /** `http://127.0.0.1:port`, for OTEL_EXPORTER_OTLP_ENDPOINT (the exporter adds `/v1/traces`). */
  url: string;
  spans: CollectedSpan[];
  close: () => Promise<void>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
}
interface OtlpExport {
  resourceSpans?: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}

const valueOf = (value: OtlpValue) => value.stringValue ?? (value.intValue === undefined ? undefined : Number(value.intValue)) ?? value.doubleValue ?? value.boolValue;
const attributesOf = (list: OtlpAttribute[] = []) => Object.fromEntries(list.map((each) => [each.key, valueOf(each.value)]));

/**
 * An OpenTelemetry collector's OTLP/HTTP traces receiver (`POST /v1/traces`, JSON, as the
 * `@opentelemetry/exporter-trace-otlp-http` exporter sends it) on a free loopback port; it keeps
 * every span it is sent and answers as a collector does (200 with an empty partial success).
 */
export async function startFakeOtlpCollector(): Promise<FakeOtlpCollector> {
  const spans: CollectedSpan[] = [];
  const server = await startLoopbackServer((request, response, body) => {
    if (request.method !== 'POST' || request.url !== '/v1/traces') {
      response.writeHead(404).end();
      return;
    }
    const received = JSON.parse(body) as OtlpExport;
    for (const resourceSpans of received.resourceSpans ?? []) {
      const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name']);
      for (const span of (resourceSpans.scopeSpans ?? []).flatMap((scope) => scope.spans ?? [])) {
        spans.push({ service, traceId: span.traceId, spanId: span.spanId, parentSpanId: span.parentSpanId ?? '', name: span.name, kind: span.kind, attributes: attributesOf(span.attributes) });
      }
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  return { url: server.url, spans, close: server.close };
}
