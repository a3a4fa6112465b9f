/**
 * Slow clients are cut (issue 24): 200 connections trickling their headers or body were held
 * for good. A listening app, raw sockets, and the time each was cut.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_PROTOCOL } from '@stationboard/domain/realtime/messages';
import { createCenter, createUser, signIn } from '../../test/accounts.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/helper.ts';
import { HTTP_TIMEOUTS, type HttpTimeouts } from './http-timeouts.ts';

const ORIGIN = 'http://localhost:3000';
let t: TestApp | undefined;
const cleanups: (() => void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  await t?.close();
  t = undefined;
});

async function listening(httpTimeouts?: HttpTimeouts): Promise<number> {
  t = await buildTestApp({ config: testConfig({ APP_ORIGIN: ORIGIN }), httpTimeouts });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as net.AddressInfo).port;
}

/** A client that sends `first`, then `trickle` every 500 ms; resolves with when it was cut and what it heard. */
function trickler(port: number, first: string, trickle: string | null): Promise<{ afterMs: number; heard: string }> {
  const startedAt = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let heard = '';
  socket.on('data', (d) => (heard += d));
  if (first) socket.write(first);
  const timer = trickle === null ? undefined : setInterval(() => socket.write(trickle), 500);
  cleanups.push(() => {
    clearInterval(timer);
    socket.destroy();
  });
  return new Promise((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - startedAt, heard });
    }),
  );
}

const SHORT: HttpTimeouts = { headersMs: 1000, requestMs: 2000, idleMs: 2000, checkEveryMs: 250 };

describe('slow clients', () => {
  it('cuts a client whose headers trickle in once the headers timeout has passed, with 408', async () => {
    const port = await listening();
    const cut = await trickler(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: yes\r\n');
    expect(cut.afterMs).toBeGreaterThanOrEqual(HTTP_TIMEOUTS.headersMs - 100);
    expect(cut.afterMs).toBeLessThan(HTTP_TIMEOUTS.headersMs + HTTP_TIMEOUTS.checkEveryMs + 1000);
    expect(cut.heard).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);

  it('cuts a client whose body trickles in once the request timeout has passed', async () => {
    const port = await listening(SHORT);
    const cut = await trickler(
      port,
      'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      ' ',
    );
    expect(cut.afterMs).toBeGreaterThanOrEqual(SHORT.requestMs - 100);
    expect(cut.afterMs).toBeLessThan(SHORT.requestMs + SHORT.checkEveryMs + 1000);
  });

  it('cuts a connection on which nothing is ever sent once the headers timeout has passed', async () => {
    const port = await listening(SHORT);
    const cut = await trickler(port, '', null);
    expect(cut.afterMs).toBeGreaterThanOrEqual(SHORT.headersMs - 100);
    expect(cut.afterMs).toBeLessThan(SHORT.headersMs + SHORT.checkEveryMs + 1000);
  });

  it('leaves an open WebSocket alone long past every timeout', async () => {
    const port = await listening(SHORT);
    const centerId = await createCenter(t!.database, 'TMO1');
    await createUser(t!.app, 'kiosk-1', 'VIEW', centerId);
    const token = await signIn(t!.app, 'kiosk-1');
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, [REALTIME_PROTOCOL, `bearer.${Buffer.from(token).toString('base64url')}`], {
      headers: { origin: ORIGIN },
    });
    cleanups.push(() => socket.terminate());
    let closedAt: number | undefined;
    socket.on('close', () => (closedAt = Date.now()));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    await new Promise((r) => setTimeout(r, 2 * SHORT.requestMs + SHORT.checkEveryMs));
    expect(closedAt).toBeUndefined();
    expect(socket.readyState).toBe(WebSocket.OPEN);
  }, 30_000);
});
