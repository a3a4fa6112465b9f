/**
 * Issue 30 (decision 165): GET /metrics in the Prometheus text format (prom-client), for the
 * center's monitoring: request latency by route, badge scans by outcome and their latency, open
 * realtime sockets, the database pool, the webhook job queue's depth and delivery outcomes (decision 167), and the process's own (memory, event loop lag, GC). Off
 * unless METRICS_TOKEN is set; then a scrape must carry `Authorization: Bearer <token>`, and
 * anything else is answered 401 without a word of the metrics.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { queueDepth, WEBHOOK_QUEUE } from '../db/job-queue.ts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export type AppMetrics = {
  /** A badge scan answered: its outcome (the first result's reason code, or `refused`) and how long it took. */
  scanned(outcome: string, seconds: number): void;
  /** Issue 30 (decision 167): a webhook delivery's attempt ended: delivered, retry, failed (given up) or stale (already counted). */
  webhookDelivery(outcome: string): void;
  /** A realtime change sent to this process's sockets, this long after the database announced it (decision 172). */
  realtimeDelivered(lagSeconds: number): void;
};

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Compared in constant time, whatever the lengths (both hashed first). */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export const metrics = fp(async (app) => {
  const token = app.config.metricsToken;
  if (!token) {
    app.decorate('metrics', { scanned: () => {}, webhookDelivery: () => {}, realtimeDelivered: () => {} });
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route (the pattern, not the URL) and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const scans = new Counter({
    name: 'stationboard_badge_scans_total',
    help: 'Badge scans answered, by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const scanLatency = new Histogram({
    name: 'stationboard_badge_scan_duration_seconds',
    help: 'Time to answer a badge scan',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'stationboard_realtime_sockets',
    help: 'Realtime sockets open on this process',
    registers: [registry],
    collect() {
      this.set(app.websocketServer?.clients.size ?? 0);
    },
  });
  new Gauge({
    name: 'stationboard_db_pool_connections',
    help: "The PostgreSQL pool's connections by state (total, idle, waiting requests); absent on the embedded database",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.database.poolStats();
      if (!stats) return;
      for (const [state, count] of Object.entries(stats)) this.set({ state }, count);
    },
  });

  const webhookDeliveries = new Counter({
    name: 'stationboard_webhook_deliveries_total',
    help: 'Webhook delivery attempts ended on this process, by outcome (delivered, retry, failed after 24 hours, stale)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'stationboard_webhook_queue_depth',
    help: 'Webhook delivery jobs waiting or running in the job queue',
    registers: [registry],
    async collect() {
      this.set(await queueDepth(app.database, WEBHOOK_QUEUE));
    },
  });

  const realtimeLag = new Histogram({
    name: 'stationboard_realtime_lag_seconds',
    help: "Time from the database's announcement of a change to its sending on this process's sockets",
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  app.decorate('metrics', {
    realtimeDelivered(lagSeconds) {
      realtimeLag.observe(Math.max(0, lagSeconds));
    },
    scanned(outcome, seconds) {
      scans.inc({ outcome });
      scanLatency.observe(seconds);
    },
    webhookDelivery(outcome) {
      webhookDeliveries.inc({ outcome });
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern keeps the series few: an unknown URL is one series, not one per URL.
    requests.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { config: { access: { public: true } }, schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameToken(header.slice('Bearer '.length), token)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({ success: false, message: 'A valid metrics token is required' });
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
});
