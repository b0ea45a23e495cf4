/**
 * OpenTelemetry traces (ADR 0053), started by main.ts before it imports the app, and only when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set: every @opentelemetry module is loaded here by dynamic import, so a
 * server without the variable loads none of them. Spans come from incoming and outgoing HTTP
 * (instrumentation-http), Fastify's hooks and handlers (@fastify/otel, the Fastify team's successor to
 * instrumentation-fastify) and node-postgres queries (instrumentation-pg), and are exported over OTLP/HTTP
 * to `<endpoint>/v1/traces`. The SDK reads the other standard variables itself (OTEL_SERVICE_NAME, default
 * `hubshelf`; OTEL_EXPORTER_OTLP_HEADERS; OTEL_TRACES_SAMPLER). OTel metrics and logs stay off unless
 * OTEL_METRICS_EXPORTER / OTEL_LOGS_EXPORTER ask for them: /metrics and stdout carry those.
 */

/** Flushes the spans still buffered and stops exporting; resolves when done. */
export type StopTracing = () => Promise<void>;

/**
 * Starts tracing when `env.OTEL_EXPORTER_OTLP_ENDPOINT` is set (a URL such as `http://127.0.0.1:4318`);
 * answers the stop function, or undefined (and loads nothing) when the variable is unset or empty.
 */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<StopTracing | undefined> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return undefined;
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, fastifyOtel] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@fastify/otel'),
    ]);
  // Traces only: metrics are Prometheus's (/metrics), logs are stdout's, unless the operator says otherwise.
  env.OTEL_METRICS_EXPORTER ??= 'none';
  env.OTEL_LOGS_EXPORTER ??= 'none';
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'hubshelf',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation(),
      new PgInstrumentation(),
      new fastifyOtel.FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}
