// What the processes (server.ts, worker.ts) and the app use of the health checks and metrics (ADR 155) and of tracing (ADR 156).
export { JobHeartbeat } from './job-heartbeat';
export { Readiness, type ReadinessReport } from './readiness';
export { healthPlugin, HEALTH_PATHS } from './health-routes';
export { httpMetricsPlugin } from './http-metrics';
export { createProcessMetrics, startMetricsServer, type MetricsServer } from './metrics-server';
export type { JobMetrics } from './job-metrics';
export { startTracing, tracingSettingsOf, type Tracing } from './tracing';
