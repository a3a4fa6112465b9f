/**
 * Signed webhooks on the real server (issue 30, decision 167): the server SIGKILLed while a
 * receiver holds a delivery open still delivers it once restarted (same webhook id); and on
 * PostgreSQL, three replicas sharing one queue deliver each event once, no duplicate.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, it } from 'vitest';
import { demoToken, freePort, READY_LINE, seededDataFolder, serverStore, startServer, waitFor } from './real-server.ts';

const WEBHOOK_ENV = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_SECONDS: '1', WEBHOOK_TIMEOUT_SECONDS: '1' };

const { dataDir, databaseUrl } = serverStore('webhook');

type Message = { id: string; headers: http.IncomingHttpHeaders; body: string };

/** A receiver on loopback; `hold` keeps a request unanswered (the server is killed meanwhile). */
async function startReceiver(hold: (message: Message) => boolean = () => false) {
  const received: Message[] = [];
  const held: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const message = { id: String(request.headers['webhook-id']), headers: request.headers, body };
      if (hold(message)) return void held.push(response);
      received.push(message);
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    held,
    close: () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function until(check: () => boolean, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

function client(port: number, token: string) {
  return async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
      method,
      headers: { origin: `http://localhost:${port}`, authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T };
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
}

type Call = ReturnType<typeof client>;

/** A new person assigned on a day of their own, then checked in by hand: one `checkin` event. */
async function checkInSomeone(call: Call, k: number): Promise<void> {
  const [quarter] = await call<{ id: string }[]>('GET', '/quarters');
  const stations = (await call<{ id: string; is_active: boolean }[]>('GET', '/stations')).filter((s) => s.is_active);
  const employee = await call<{ id: string }>('POST', '/employees', { name: `Webhook test ${k}` });
  const station = stations[k % stations.length]!;
  const date = new Date(Date.UTC(2031, 0, 1 + Math.floor(k / stations.length))).toISOString().slice(0, 10);
  const assignment = await call<{ id: string }>('POST', `/stations/${station.id}/assign`, {
    station_id: station.id,
    quarter_id: quarter!.id,
    assignment_date: date,
    employee_id: employee.id,
    employee_name: `Webhook test ${k}`,
  });
  await call('POST', '/employees/manual-check-in', { assignment_id: assignment.id });
}

it('delivers a message whose delivery the server was SIGKILLed during, once restarted, with the same webhook id', { timeout: 180_000 }, async () => {
  let killed = false;
  const receiver = await startReceiver(() => !killed);
  try {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, ...WEBHOOK_ENV, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    if (!databaseUrl) await seededDataFolder(dataDir);
    let server = startServer(env);
    await waitFor(server, READY_LINE, 60_000);
    const admin = client(port, await demoToken(port, 'demo-admin'));
    const endpoint = await admin<{ secret: string }>('POST', '/integrations/webhooks', { url: receiver.url, events: ['checkin'] });
    await checkInSomeone(admin, 0);
    await until(() => receiver.held.length === 1);
    server.child.kill('SIGKILL');
    await server.exited;
    killed = true;
    for (const response of receiver.held) response.destroy();

    server = startServer(env);
    await waitFor(server, READY_LINE, 60_000);
    await until(() => receiver.received.length === 1);
    const [message] = receiver.received;
    expect(new Webhook(endpoint.secret).verify(message!.body, message!.headers as Record<string, string>)).toMatchObject({ type: 'checkin' });
    const logged = await client(port, await demoToken(port, 'demo-admin'))<{ deliveries: { id: string; status: string }[] }[]>('GET', '/integrations/webhooks');
    expect(logged[0]!.deliveries).toEqual([expect.objectContaining({ id: message!.id, status: 'delivered' })]);
  } finally {
    await receiver.close();
  }
});

it.runIf(databaseUrl)('delivers each event once with three replicas on one PostgreSQL', { timeout: 180_000 }, async () => {
  const EVENTS = 12;
  const receiver = await startReceiver();
  try {
    const ports = await Promise.all([0, 1, 2].map(() => freePort()));
    const replicas = ports.map((port) =>
      startServer({ PORT: String(port), DATABASE_URL: databaseUrl!, APP_ORIGIN: `http://localhost:${port}`, ...WEBHOOK_ENV }),
    );
    await Promise.all(replicas.map((replica) => waitFor(replica, READY_LINE, 60_000)));
    const calls = await Promise.all(ports.map(async (port) => client(port, await demoToken(port, 'demo-admin'))));
    // The database is the first test's: its endpoint goes, so only this test's receives.
    for (const { id } of await calls[0]!<{ id: string }[]>('GET', '/integrations/webhooks')) await calls[0]!('DELETE', `/integrations/webhooks/${id}`);
    await calls[0]!('POST', '/integrations/webhooks', { url: receiver.url, events: ['checkin'] });
    for (let k = 0; k < EVENTS; k++) await checkInSomeone(calls[k % 3]!, 100 + k);
    await until(() => receiver.received.length >= EVENTS);
    // Long enough for a second delivery of any of them to show up.
    await new Promise((r) => setTimeout(r, 4000));
    const ids = receiver.received.map((message) => message.id);
    expect(new Set(ids).size).toBe(EVENTS);
    expect(ids).toHaveLength(EVENTS);
  } finally {
    await receiver.close();
  }
});
