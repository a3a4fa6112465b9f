/**
 * Decision 170: with OTEL_EXPORTER_OTLP_ENDPOINT set, each request is a span sent over OTLP/HTTP
 * to the collector, continuing the caller's trace; without it, nothing is traced. The collector
 * here is a real HTTP server on loopback reading what the exporter posts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, testConfig } from '../../test/helper.ts';

type Posted = { url: string; body: string };

async function startCollector(): Promise<{ url: string; posted: Posted[]; close: () => Promise<void> }> {
  const posted: Posted[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', () => {
      posted.push({ url: request.url ?? '', body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, posted, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

type OtlpAttribute = { key: string; value: { stringValue?: string; intValue?: number | string } };
type OtlpSpan = { name: string; traceId: string; parentSpanId?: string; attributes: OtlpAttribute[] };
type OtlpBody = { resourceSpans: { resource: { attributes: OtlpAttribute[] }; scopeSpans: { spans: OtlpSpan[] }[] }[] };

const attribute = (attributes: OtlpAttribute[], key: string) => {
  const value = attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

afterEach(() => vi.unstubAllEnvs());

describe('OpenTelemetry traces', () => {
  it('sends a span per request to the OTLP endpoint, in the caller’s trace, named by OTEL_SERVICE_NAME', async () => {
    const collector = await startCollector();
    vi.stubEnv('OTEL_SERVICE_NAME', 'stationboard-test');
    const t = await buildTestApp({ config: testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url }) });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
      expect(res.statusCode).toBe(200);
    } finally {
      // Closing sends what the batch still holds.
      await t.close();
      await collector.close();
    }
    expect(collector.posted.map((p) => p.url)).toContain('/v1/traces');
    const bodies = collector.posted.map((p) => JSON.parse(p.body) as OtlpBody);
    const resources = bodies.flatMap((body) => body.resourceSpans);
    expect(attribute(resources[0]!.resource.attributes, 'service.name')).toBe('stationboard-test');
    const spans = resources.flatMap((r) => r.scopeSpans.flatMap((scope) => scope.spans));
    const request = spans.find((span) => span.name === 'request');
    expect(request).toBeDefined();
    expect(request!.traceId).toBe(traceId);
    expect(request!.parentSpanId).toBe('00f067aa0ba902b7');
    expect(attribute(request!.attributes, 'http.route')).toBe('/api/health');
    expect(Number(attribute(request!.attributes, 'http.response.status_code'))).toBe(200);
  });

  it('traces nothing without an endpoint, or when the SDK is disabled', async () => {
    const environments: Record<string, string>[] = [{}, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SDK_DISABLED: 'true' }];
    for (const env of environments) {
      const config = testConfig(env);
      expect(config.otelTracesUrl).toBeUndefined();
      const t = await buildTestApp({ config });
      try {
        expect(t.app.hasRequestDecorator('opentelemetry')).toBe(false);
      } finally {
        await t.close();
      }
    }
    expect(testConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/custom' }).otelTracesUrl).toBe('http://collector:4318/custom');
  });
});
