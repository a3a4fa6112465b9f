import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../test/helper.ts';
import { STOPPING_MESSAGE } from './drain.ts';

let t: TestApp | undefined;
/** Set by a test that closes the app itself: then only the database is left to close. */
let isAppClosed = false;
afterEach(async () => {
  if (isAppClosed) await t?.database.close();
  else await t?.close();
  t = undefined;
  isAppClosed = false;
});

const PUBLIC = { config: { access: { public: true } } } as const;

/** A route whose handler waits for the test, then reads the database, as a slow request does. */
function gatedRoute() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let entered!: () => void;
  const reached = new Promise<void>((resolve) => (entered = resolve));
  const outcome: { rows?: number; error?: string } = {};
  return {
    reached,
    outcome,
    open: () => open(),
    register(app: TestApp['app']) {
      app.get('/api/test/slow', PUBLIC, async () => {
        entered();
        await gate;
        try {
          const result = await app.database.db.execute(sql`select 1 as one`);
          outcome.rows = (result as unknown as { rows: unknown[] }).rows.length;
        } catch (err) {
          outcome.error = (err as Error).message;
          throw err;
        }
        return { done: true };
      });
    },
  };
}

function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

describe('draining', () => {
  it("answers every request 503 in the envelope once the app drains: API routes, better-auth's routes and unknown paths", async () => {
    t = await buildTestApp();
    t.app.readiness.draining = true;
    for (const [method, url] of [
      ['GET', '/api/stations'],
      ['GET', '/api/auth/get-session'],
      ['POST', '/api/auth/sign-in/email'],
      ['GET', '/api/no-such-route'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: { email: 'a@b.c', password: 'x' } } : {}) });
      expect(res.statusCode, url).toBe(503);
      expect(res.json(), url).toMatchObject({ success: false, error: STOPPING_MESSAGE, data: null });
      expect(res.headers['retry-after'], url).toBe('1');
      expect(res.headers.connection, url).toBe('close');
    }
  });

  it('answers 503 to a request that arrives on an open connection while the app closes, after the request before it finished with its data', async () => {
    const slow = gatedRoute();
    t = await buildTestApp({ beforeReady: (app) => slow.register(app) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;

    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (d) => (received += d));
    socket.write('GET /api/test/slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await slow.reached;
    const closed = t.app.close();
    isAppClosed = true;
    // The connection is busy, so closing leaves it open; better-auth's catch-all is next on it.
    socket.write('GET /api/auth/get-session HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((r) => setTimeout(r, 200));
    slow.open();
    await closed;
    if (!socket.closed) await once(socket, 'close');

    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toContain('{"done":true}');
    expect(slow.outcome).toEqual({ rows: 1 });
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(JSON.parse(second!.slice(second!.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, error: STOPPING_MESSAGE, data: null });
  });

  it('does not finish closing while a handler whose client has gone is still at work, so its database work is done before the database closes', async () => {
    const log = logCapture();
    const slow = gatedRoute();
    t = await buildTestApp({ config: testConfig({ LOG_LEVEL: 'warn' }), logStream: log.stream, beforeReady: (app) => slow.register(app) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;

    const request = http.get({ host: '127.0.0.1', port, path: '/api/test/slow' });
    request.on('error', () => {});
    await slow.reached;
    request.destroy();
    expect(t.app.requestsInFlight()).toEqual(['GET /api/test/slow']);

    let isClosed = false;
    const closing = t.app.close().then(() => (isClosed = true));
    isAppClosed = true;
    await new Promise((r) => setTimeout(r, 300));
    expect(isClosed).toBe(false);
    slow.open();
    await closing;
    expect(slow.outcome).toEqual({ rows: 1 });
    expect(t.app.requestsInFlight()).toEqual([]);
    expect(log.lines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  });
});
