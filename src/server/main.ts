/**
 * Entry point: starts OpenTelemetry tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (./telemetry/tracing.ts,
 * ADR 0053), then imports and runs the server (./serve.ts). The server is imported only afterwards, so
 * http, Fastify and pg are loaded once the instrumentations are in place; without the variable no
 * @opentelemetry module is loaded at all.
 */
import { startTracing } from './telemetry/tracing';

void startTracing().then(async (stopTracing) => {
  const { serve } = await import('./serve');
  await serve(stopTracing);
});
