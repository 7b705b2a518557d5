import type { FastifyInstance } from 'fastify';

/**
 * Opt-in traces: with OTEL_EXPORTER_OTLP_ENDPOINT set, every request becomes a span (with its hooks
 * and handler) exported over OTLP/HTTP to `<endpoint>/v1/traces`. The libraries are loaded only
 * then, so a server without a collector pays nothing. The provider flushes when the app closes.
 */
export async function registerTracing(app: FastifyInstance, endpoint: string): Promise<void> {
  const [{ FastifyOtelInstrumentation }, { NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }] =
    await Promise.all([
      import('@fastify/otel'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
    ]);
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` });
  const provider = new NodeTracerProvider({ spanProcessors: [new BatchSpanProcessor(exporter)] });
  provider.register();
  const instrumentation = new FastifyOtelInstrumentation({ ignorePaths: (route) => route.url === '/metrics' });
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  app.addHook('onClose', async () => provider.shutdown());
}
