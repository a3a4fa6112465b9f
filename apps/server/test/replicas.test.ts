/**
 * Several server processes on one PostgreSQL (issue 17): replicas started at the same moment
 * on an empty database all come up, migrate it once and seed it once; a session made on one
 * is honoured by another; a replica whose code is older than the database's schema refuses
 * to start and names both versions. PostgreSQL only: PGlite is one process by design.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { FIRST_KIOSK_SCAN_CALL, nextKioskScanCall, type KioskScanCall } from '@stationboard/domain/assignments/kiosk-scan-flow';
import { assignmentsChannel, REALTIME_PROTOCOL, SERVER_RESTART_CLOSE_CODE, type ServerMessage } from '@stationboard/domain/realtime/messages';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import { MIGRATIONS_FOLDER } from '../src/db/database.ts';
import { codeMigrations } from '../src/db/schema-version.ts';
import { createTestDatabase, isPostgres } from './helper.ts';
import { databaseUrlFor } from './postgres-admin.ts';
import { demoToken, freePort, killStartedServers, startServer, waitFor, type Started } from './real-server.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';

async function admin<T>(work: (client: pg.Client) => Promise<T>, url = adminUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database of its own (no schema at all), dropped by the returned function. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${inject('postgresRunPrefix')}${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database "${name}"`));
  return { url: databaseUrlFor(adminUrl, name), drop: () => admin((c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => {}) };
}

type Replica = { port: number; server: Started };

async function startReplicas(url: string, count: number): Promise<Replica[]> {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  return ports.map((port) => ({ port, server: startServer({ PORT: String(port), DATABASE_URL: url, APP_ORIGIN: `http://localhost:${port}` }) }));
}

async function stop(replicas: Replica[]): Promise<void> {
  for (const { server } of replicas) server.child.kill('SIGTERM');
  await Promise.all(replicas.map(({ server }) => server.exited));
}

async function until(condition: () => boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

afterEach(killStartedServers);

describe.runIf(isPostgres)('several replicas on one PostgreSQL', () => {
  it('started at the same moment on an empty database, all come up; it is migrated once and seeded once (3 rounds)', async () => {
    const known = codeMigrations(MIGRATIONS_FOLDER);
    for (let round = 0; round < 3; round++) {
      const database = await emptyDatabase();
      try {
        const replicas = await startReplicas(database.url, 3);
        await Promise.all(replicas.map(({ server }) => waitFor(server, 'Stationboard is running at', 90_000)));
        for (const { port } of replicas) expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
        const facts = await admin(async (c) => {
          const migrations = await c.query<{ n: number; distinct: number }>(
            'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
          );
          const centers = await c.query<{ code: string }>('select code from fulfillment_centers order by code');
          const demoUsers = await c.query<{ n: number }>(`select count(*)::int as n from users where email like 'demo-%'`);
          return { migrations: migrations.rows[0], centers: centers.rows.map((r) => r.code), demoUsers: demoUsers.rows[0]!.n };
        }, database.url);
        expect(facts.migrations).toEqual({ n: known.length, distinct: known.length });
        expect(facts.centers).toEqual(['GEG1', 'PDX2']);
        expect(facts.demoUsers).toBe(4);

        // A session made through one replica is honoured by another.
        const token = await demoToken(replicas[0]!.port, 'demo-manager');
        const me = await fetch(`http://127.0.0.1:${replicas[1]!.port}/api/stations`, { headers: { authorization: `Bearer ${token}` } });
        expect(me.status).toBe(200);
        await stop(replicas);
      } finally {
        await database.drop();
      }
    }
  }, 360_000);

  it('60 scans spread over 3 replicas never double-book; a change through one reaches a socket on another; a replica stopped mid-storm loses no acknowledged scan', async () => {
    const database = await emptyDatabase();
    try {
      const replicas = await startReplicas(database.url, 3);
      await Promise.all(replicas.map(({ server }) => waitFor(server, 'Stationboard is running at', 90_000)));
      const [a, b, c] = replicas as [Replica, Replica, Replica];
      const token = await demoToken(a.port, 'demo-manager');
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const current = (
        (await (await fetch(`http://127.0.0.1:${a.port}/api/quarters/active/current`, { headers: auth })).json()) as {
          data: { quarter_number: number; assignment_date: string; fulfillment_center_id: string };
        }
      ).data;
      const logins = await admin(
        async (db) =>
          (
            await db.query<{ login: string }>(
              `select e.employee_id as login from employees e join fulfillment_centers f on f.id = e.fulfillment_center_id where f.code = 'GEG1' and e.employee_id is not null order by e.employee_uid limit 121`,
            )
          ).rows.map((r) => r.login),
        database.url,
      );

      /** A kiosk scan as TV Mode makes it; null when the replica did not answer (not acknowledged). */
      const scan = async (port: number, login: string): Promise<ScanResultItem[] | null> => {
        let call: KioskScanCall | null = FIRST_KIOSK_SCAN_CALL;
        let items: ScanResultItem[] = [];
        while (call) {
          const body = JSON.stringify({
            employee_id: login,
            fulfillment_center_id: current.fulfillment_center_id,
            quarter_number: current.quarter_number,
            assignment_date: current.assignment_date,
          });
          const res = await fetch(`http://127.0.0.1:${port}/api/stations/${call}`, { method: 'POST', headers: auth, body }).catch(() => null);
          if (res?.status !== 200) return null;
          items = ((await res.json()) as { data: ScanResultItem[] }).data;
          call = nextKioskScanCall(call, items);
        }
        return items;
      };

      /**
       * The demo plans most of the floor in some quarters and none in others: each storm starts on
       * an empty floor of the current quarter, so its scans place people whatever the hour.
       */
      const clearFloor = () =>
        admin(
          (db) =>
            db.query(
              `delete from assignments where fulfillment_center_id = $3 and assignment_date = $2 and quarter_id in (select id from quarters where fulfillment_center_id = $3 and quarter_number = $1)`,
              [current.quarter_number, current.assignment_date, current.fulfillment_center_id],
            ),
          database.url,
        );
      await clearFloor();

      // A change made through A reaches a socket on C.
      const socketOn = async (port: number) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, [REALTIME_PROTOCOL, `bearer.${Buffer.from(token).toString('base64url')}`], {
          headers: { origin: `http://localhost:${port}` },
        });
        const messages: ServerMessage[] = [];
        socket.on('message', (data) => messages.push(JSON.parse(String(data)) as ServerMessage));
        await once(socket, 'open');
        socket.send(JSON.stringify({ type: 'join', channel: assignmentsChannel(current.fulfillment_center_id) }));
        await until(() => messages.some((m) => m.type === 'joined'));
        return { socket, messages };
      };
      const onC = await socketOn(c.port);
      expect(await scan(a.port, logins[0]!)).not.toBeNull();
      await until(() => onC.messages.some((m) => m.type === 'change' && m.assignment?.row.employee.employee_id === logins[0]));

      // 60 scans at once, spread over the three.
      const first = await Promise.all(logins.slice(1, 61).map((login, i) => scan(replicas[i % 3]!.port, login)));
      expect(first.every((items) => items !== null)).toBe(true);

      // Another 60 while B is told to stop: what any replica acknowledged is kept.
      await clearFloor();
      const onB = await socketOn(b.port);
      const bClosed = new Promise<number>((resolve) => onB.socket.once('close', (code) => resolve(code)));
      const storm = Promise.all(logins.slice(61, 121).map((login, i) => scan(replicas[i % 3]!.port, login).then((items) => ({ login, items }))));
      setTimeout(() => b.server.child.kill('SIGTERM'), 50);
      const second = await storm;
      expect(await bClosed).toBe(SERVER_RESTART_CLOSE_CODE);
      expect(await b.server.exited).toBe(0);
      // The client reconnects to another replica and joins again.
      const again = await socketOn(a.port);
      again.socket.close();
      onC.socket.close();

      const placed = new Set(
        await admin(
          async (db) =>
            (
              await db.query<{ login: string }>(
                `select e.employee_id as login from assignments a join employees e on e.id = a.employee_id join quarters q on q.id = a.quarter_id
           where q.quarter_number = $1 and a.assignment_date = $2 and a.fulfillment_center_id = $3 and a.checked_in`,
                [current.quarter_number, current.assignment_date, current.fulfillment_center_id],
              )
            ).rows.map((r) => r.login),
          database.url,
        ),
      );
      const acknowledged = second.filter(({ items }) => items?.[0]?.auto_checked_in || items?.[0]?.is_check_in);
      expect(acknowledged.length).toBeGreaterThan(0);
      for (const { login } of acknowledged) expect(placed.has(login), login).toBe(true);
      const doubles = await admin(
        async (db) => ({
          stations: (await db.query(`select 1 from assignments group by station_id, quarter_id, assignment_date having count(*) > 1`)).rowCount,
          people: (await db.query(`select 1 from assignments group by employee_id, quarter_id, assignment_date having count(*) > 1`)).rowCount,
        }),
        database.url,
      );
      expect(doubles).toEqual({ stations: 0, people: 0 });
      await stop([a, c]);
    } finally {
      await database.drop();
    }
  }, 240_000);

  it('refuses to start on a database a newer release has migrated, naming both schema versions', async () => {
    const database = await createTestDatabase();
    try {
      const known = codeMigrations(MIGRATIONS_FOLDER);
      await admin(
        (c) => c.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', $1)`, [known.at(-1)!.when + 1000]),
        database.url,
      );
      const [replica] = await startReplicas(database.url!, 1);
      expect(await replica!.server.exited).toBe(1);
      expect(replica!.server.output()).toContain(
        `the database is at schema version ${known.length + 1}, this code knows schema version ${known.length} (its newest migration is ${known.at(-1)!.tag})`,
      );
    } finally {
      await database.close();
    }
  }, 60_000);
});
