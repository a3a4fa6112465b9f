/**
 * Realtime over a real WebSocket on a listening server: the handshake checks token and
 * origin, a client hears its own center's changes within a second, and nothing of another.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { createUser, signIn } from '../../test/accounts.ts';
import { assignPayload, buildFloor, type Floor } from '../../test/floor-fixture.ts';
import { buildTestApp, isPostgres, testConfig, type TestApp } from '../../test/helper.ts';
import { REALTIME_PROTOCOL, type ServerMessage } from './realtime.ts';

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let f: Floor;
let base: string;
const sockets: WebSocket[] = [];

beforeEach(async () => {
  t = await buildTestApp({ config: testConfig({ APP_ORIGIN: ORIGIN }) });
  f = await buildFloor(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate();
  await t.close();
});

type Client = { socket: WebSocket; messages: ServerMessage[]; next(predicate: (m: ServerMessage) => boolean, ms?: number): Promise<ServerMessage> };

function connect(url: string, token: string | null, origin = ORIGIN): Promise<Client> {
  const protocols = [REALTIME_PROTOCOL, ...(token ? [`bearer.${Buffer.from(token).toString('base64url')}`] : [])];
  const socket = new WebSocket(url.replace('http', 'ws') + '/api/realtime', protocols, { headers: { origin } });
  sockets.push(socket);
  const messages: ServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as ServerMessage));
  let read = 0;
  const client: Client = {
    socket,
    messages,
    /** The next unread message that matches, skipping the ones before it. */
    async next(predicate, ms = 2000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const index = messages.findIndex((m, i) => i >= read && predicate(m));
        if (index >= 0) {
          read = index + 1;
          return messages[index]!;
        }
        if (Date.now() > deadline) throw new Error(`no matching message within ${ms} ms; got ${JSON.stringify(messages)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (req, res) => {
      res.resume();
      req.destroy();
      reject(new Error(`handshake refused: ${res.statusCode}`));
    });
    socket.once('error', reject);
  });
}

async function join(client: Client, centerId: string) {
  client.socket.send(JSON.stringify({ type: 'join', channel: `assignments:${centerId}` }));
  return client.next((m) => m.type === 'joined' || m.type === 'error');
}

function assign(app: FastifyInstance, station: { id: string }, employee: { id: string; name: string }) {
  return app.inject({ method: 'POST', url: `/api/stations/${station.id}/assign`, headers: f.as('MANAGER'), payload: assignPayload(f, station, employee) });
}

describe('realtime assignments', () => {
  it('refuses a handshake without a valid token or from a foreign origin', async () => {
    await expect(connect(base, null)).rejects.toThrow('handshake refused: 401');
    await expect(connect(base, 'not-a-token')).rejects.toThrow('handshake refused: 401');
    const token = await signIn(t.app, 'floor-view');
    await expect(connect(base, token, 'https://evil.example')).rejects.toThrow('handshake refused: 403');
  });

  it('delivers insert, update and delete of its center within a second', async () => {
    const client = await connect(base, await signIn(t.app, 'floor-view'));
    expect(await join(client, f.centerId)).toEqual({ type: 'joined', channel: `assignments:${f.centerId}` });

    const started = Date.now();
    const created = (await assign(t.app, f.s1, f.ann)).json().data;
    const insert = await client.next((m) => m.type === 'change' && m.event === 'INSERT', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(insert).toMatchObject({ channel: `assignments:${f.centerId}`, payload: { id: created.id, station_id: f.s1.id, quarter_id: f.q1.id } });

    await assign(t.app, f.s1, f.bob);
    await client.next((m) => m.type === 'change' && m.event === 'UPDATE', 1000);
    await t.app.inject({ method: 'DELETE', url: `/api/stations/${f.s1.id}/assignments/${created.id}`, headers: f.as('MANAGER') });
    await client.next((m) => m.type === 'change' && m.event === 'DELETE', 1000);
  });

  it('gives a client of another center nothing, and refuses its join of this center', async () => {
    await createUser(t.app, 'away-view', 'VIEW', f.otherCenterId);
    const stranger = await connect(base, await signIn(t.app, 'away-view'));
    expect(await join(stranger, f.centerId)).toEqual({ type: 'error', message: 'You do not have access to this fulfillment center' });
    expect(await join(stranger, f.otherCenterId)).toMatchObject({ type: 'joined' });

    const insider = await connect(base, await signIn(t.app, 'floor-view'));
    await join(insider, f.centerId);
    await assign(t.app, f.s1, f.ann);
    await insider.next((m) => m.type === 'change');
    await new Promise((r) => setTimeout(r, 300));
    expect(stranger.messages.filter((m) => m.type === 'change')).toEqual([]);
  });

  it.runIf(isPostgres)('delivers a change made through another server process on the same database', async () => {
    const otherDatabase = t.database.openAnother!();
    const other = await buildApp({ config: testConfig({ APP_ORIGIN: ORIGIN }), database: otherDatabase });
    try {
      await other.ready();
      const client = await connect(base, await signIn(t.app, 'floor-view'));
      await join(client, f.centerId);
      await assign(other, f.s2, f.cid);
      expect(await client.next((m) => m.type === 'change', 2000)).toMatchObject({ event: 'INSERT', payload: { station_id: f.s2.id } });
    } finally {
      await other.close();
      await otherDatabase.close();
    }
  });

});
