/**
 * Issue 30 (decision 170): OpenTelemetry traces when the standard OTEL_* variables name an
 * endpoint, off otherwise. Each request is a server span (@fastify/otel, the Fastify team's own
 * instrumentation: its route pattern, method and status, with a span per hook and handler) that
 * continues the caller's trace from its `traceparent` header, sent in batches over OTLP/HTTP
 * (JSON) to the collector. The service is named by OTEL_SERVICE_NAME (default `stationboard`),
 * with OTEL_RESOURCE_ATTRIBUTES; the exporter reads OTEL_EXPORTER_OTLP_HEADERS and the timeouts
 * itself. The spans still buffered are sent when the app closes.
 */
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';

const DEFAULT_SERVICE_NAME = 'stationboard';

/** Whether this process has its context manager and propagator (a test process builds several apps). */
let registered = false;

/**
 * Registers the request spans on `app`, before any route, when `tracesUrl` is set. The context
 * manager and the W3C propagator are process-wide; the first app to trace installs them.
 */
export async function registerTracing(app: FastifyInstance, tracesUrl: string | undefined): Promise<void> {
  if (!tracesUrl) return;
  const resource = defaultResource()
    .merge(resourceFromAttributes({ 'service.name': DEFAULT_SERVICE_NAME }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl }))] });
  if (!registered) {
    provider.register();
    registered = true;
  }
  const instrumentation = new FastifyOtelInstrumentation({ registerOnInitialization: false });
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  app.addHook('onClose', async () => {
    await provider.shutdown();
  });
  app.log.info({ tracesUrl }, 'tracing: OpenTelemetry spans go to the OTLP endpoint');
}
