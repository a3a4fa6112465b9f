/**
 * Several server processes on one PostgreSQL (issue 17): replicas started at the same moment
 * on an empty database all come up, migrate it once and seed it once; a session made on one
 * is honoured by another; a replica whose code is older than the database's schema refuses
 * to start and names both versions. PostgreSQL only: PGlite is one process by design.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/database.ts';
import { codeMigrations } from '../src/db/schema-version.ts';
import { createTestDatabase, isPostgres } from './helper.ts';
import { databaseUrlFor, TEST_DATABASE_PREFIX } from './postgres-admin.ts';
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
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;
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
          const migrations = await c.query<{ n: number; distinct: number }>('select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations');
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

  it('refuses to start on a database a newer release has migrated, naming both schema versions', async () => {
    const database = await createTestDatabase();
    try {
      const known = codeMigrations(MIGRATIONS_FOLDER);
      await admin((c) => c.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', $1)`, [known.at(-1)!.when + 1000]), database.url);
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
