/**
 * Issue 30 (decision 165): GET /metrics, scraped as Prometheus would, on a listening server with
 * a realtime socket open: its series after requests, badge scans and a change delivered; the token required; off
 * without METRICS_TOKEN.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '../../test/accounts.ts';
import * as s from '../db/schema.ts';
import { enqueueWebhookEvent } from '../lib/webhooks/events.ts';
import { buildFloor, floorDayClock, type Floor } from '../../test/floor-fixture.ts';
import { buildTestApp, isPostgres, testConfig, type TestApp } from '../../test/helper.ts';
import { connectRealtime, joinChannel, terminateRealtimeClients, TEST_ORIGIN } from '../../test/realtime-client.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp | undefined;
afterEach(async () => {
  terminateRealtimeClients();
  await t?.close();
  t = undefined;
});

/** The value of the series `name{labels}` in a scrape, or undefined when it is not there. */
function valueOf(scrape: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of scrape.split('\n')) {
    if (line.startsWith('#') || !line.startsWith(name)) continue;
    const match = /^([a-z_:]+)(?:\{(.*)\})? ([^ ]+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('gives request latency by route, scans by outcome, open sockets and the process, to the bearer of the token only', async () => {
    t = await buildTestApp({ config: testConfig({ METRICS_TOKEN: TOKEN, APP_ORIGIN: TEST_ORIGIN }), clock: floorDayClock() });
    const f: Floor = await buildFloor(t);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await connectRealtime(base, await signIn(t.app, 'floor-view'));
    await joinChannel(socket, f.centerId);
    for (const value of ['annlee', 'nobody-here']) {
      await t.app.inject({ method: 'POST', url: '/api/stations/tv-badge-scan', headers: f.as('VIEW'), payload: { employee_id: value, quarter_number: 1 } });
    }
    await t.app.inject({ method: 'GET', url: '/api/health' });
    // The scan's change reached the socket: its lag from the database's announcement is counted (decision 172).
    const change = await socket.next((m) => m.type === 'change', 5000);
    expect(change).not.toHaveProperty('at');

    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`]) {
      const refused = await fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(refused.status).toBe(401);
      expect(await refused.text()).not.toContain('http_request_duration_seconds');
    }
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const scrape = await response.text();
    expect(valueOf(scrape, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status_code: '200' })).toBe(1);
    expect(valueOf(scrape, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/stations/tv-badge-scan', status_code: '200' })).toBe(1);
    expect(
      valueOf(scrape, 'stationboard_badge_scans_total', { outcome: 'rotation' }) ?? valueOf(scrape, 'stationboard_badge_scans_total', { outcome: 'line' }),
    ).toBe(1);
    expect(valueOf(scrape, 'stationboard_badge_scans_total', { outcome: 'refused' })).toBe(1);
    expect(valueOf(scrape, 'stationboard_badge_scan_duration_seconds_count')).toBe(2);
    expect(valueOf(scrape, 'stationboard_realtime_sockets')).toBe(1);
    expect(valueOf(scrape, 'stationboard_realtime_lag_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(valueOf(scrape, 'stationboard_realtime_lag_seconds_sum')).toBeLessThan(5);
    expect(valueOf(scrape, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (isPostgres) expect(valueOf(scrape, 'stationboard_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    else expect(valueOf(scrape, 'stationboard_db_pool_connections', { state: 'total' })).toBeUndefined();
  });

  it('counts webhook deliveries by outcome and the job queue depth (decision 167)', { timeout: 30_000 }, async () => {
    t = await buildTestApp({ config: testConfig({ METRICS_TOKEN: TOKEN, WEBHOOK_RETRY_BASE_SECONDS: '600' }), clock: floorDayClock() });
    const f: Floor = await buildFloor(t);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A loopback endpoint, private addresses refused: the attempt fails at once, and its retry waits ten minutes in the queue.
    await t.database.db
      .insert(s.webhookEndpoints)
      .values({ fulfillmentCenterId: f.centerId, url: 'http://127.0.0.1:9/', events: ['checkin'], secret: 'whsec_AAAA' });
    await t.database.db.transaction((tx) => enqueueWebhookEvent(tx, f.centerId, 'checkin', {}));
    const scrape = async () => (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    const started = Date.now();
    while (valueOf(await scrape(), 'stationboard_webhook_deliveries_total', { outcome: 'retry' }) !== 1) {
      if (Date.now() - started > 20_000) throw new Error('no delivery attempt counted');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(valueOf(await scrape(), 'stationboard_webhook_queue_depth')).toBe(1);
  });

  it('is off without METRICS_TOKEN', async () => {
    t = await buildTestApp();
    // No metrics route: the path is an unknown one (404, or the web app's page where a build is served).
    const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.headers['content-type']).not.toContain('text/plain');
    expect(answer.body).not.toContain('# HELP');
  });
});
