/**
 * Builds what an API test needs: an empty migrated database of its own, and the app on top
 * of it, closed again after the test (STYLE.md: fastify/demo's helper).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createPgliteDatabase, createPostgresDatabase, queryRows, type Database } from '../src/db/database.ts';
import { adminQuery, databaseUrlFor } from './postgres-admin.ts';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...overrides });
}

/** Set per Vitest project: the same suite runs once per database kind. */
export const isPostgres = process.env.TEST_DB === 'postgres';

export type TestDatabase = Database & {
  /** Another handle on the same database, as a second server process would open it (PostgreSQL only). */
  openAnother?: () => Database;
  /** Its connection string, for a server process started on it (PostgreSQL only). */
  url?: string;
};

/**
 * Puts a database back to the migrated snapshot: the tables a test filled emptied, the
 * sequences it used restarted. Migrations insert no rows, so empty is what a copy of the
 * snapshot holds, besides the job queue's definitions (pg-boss's own schema): of those only its
 * jobs are emptied, so a webhook delivery a test left waiting is not run by the next file's app.
 * Only what was used is touched: on PostgreSQL truncating every table costs as much as a new
 * database.
 */
const RESET_STATEMENT = `do $$
declare
  r record;
  filled text[] := '{}';
  has_rows boolean;
begin
  for r in select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname = 'public' or (schemaname = 'pgboss' and tablename in ('job', 'archive')) loop
    execute 'select exists (select from ' || r.name || ')' into has_rows;
    if has_rows then filled := filled || r.name; end if;
  end loop;
  if cardinality(filled) > 0 then
    execute 'truncate table ' || array_to_string(filled, ', ') || ' cascade';
  end if;
  for r in select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public' and last_value is not null loop
    execute 'alter sequence ' || r.name || ' restart';
  end loop;
end $$`;

/**
 * What a reset cannot undo, as one value: the tables, columns, functions and triggers, and
 * the migrations recorded. A test that changed any of them leaves a database that is not
 * reused.
 */
const SHAPE_STATEMENT = `select md5(string_agg(part, ',' order by part)) as shape from (
  select n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' ||
         (select string_agg(a.attname || ' ' || a.atttypid::text, ' ' order by a.attnum) from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as part
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle')
  union all select 'fn ' || p.proname || ':' || md5(p.prosrc) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
  union all select 'trigger ' || tgname from pg_trigger where not tgisinternal
  union all select 'migrations ' || count(*) || ':' || coalesce(max(hash), '') from drizzle.__drizzle_migrations
) parts`;

async function shapeOf(database: Database): Promise<string> {
  const [row] = await queryRows<{ shape: string }>(database.db, sql.raw(SHAPE_STATEMENT));
  return row!.shape;
}

/**
 * One test worker's databases (decisions 150, 173). Copying the migrated snapshot costs 0.5-1 s
 * on PGlite and a `create database` on PostgreSQL; a database a test has closed is instead kept,
 * and emptied when the next test asks for one, in this file or the next one the worker runs
 * (the server suite shares its modules between a worker's files). A test that holds one while
 * asking for another gets a second. Every listener the test left is stopped on close, and a
 * database whose shape the test changed is thrown away. PGlite's go with the worker; the
 * PostgreSQL ones carry the run's prefix and global-setup.ts drops them after the run.
 */
type Pooled = { open(): Database; reset(database: Database): Promise<void>; destroy(): Promise<void>; url?: string };

const idle: Pooled[] = [];
let snapshotShape: string | undefined;

async function loadPglite(): Promise<Pooled> {
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  return {
    open: () => createPgliteDatabase(client),
    async reset() {
      // PGlite is one session for every handle: a test's SET, prepared statements and temporary tables go too.
      await client.exec('discard all');
      await client.exec(RESET_STATEMENT);
    },
    destroy: () => client.close(),
  };
}

async function createPostgres(adminUrl: string): Promise<Pooled> {
  const name = `${inject('postgresRunPrefix')}${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}" template "${inject('postgresTemplate')}"`);
  const url = databaseUrlFor(adminUrl, name);
  return {
    url,
    open: () => createPostgresDatabase(url),
    async reset(database) {
      await database.db.execute(sql.raw(RESET_STATEMENT));
    },
    destroy: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** A database the last test left, emptied, or none when it cannot be brought back to the snapshot. */
async function reuse(): Promise<{ pooled: Pooled; database: Database } | null> {
  while (idle.length > 0) {
    const pooled = idle.pop()!;
    const database = pooled.open();
    try {
      if ((await shapeOf(database)) === snapshotShape) {
        await pooled.reset(database);
        return { pooled, database };
      }
    } catch {
      // A test left it unusable (closed, or in a failed state): a new one serves instead.
    }
    await database.close().catch(() => {});
    await pooled.destroy().catch(() => {});
  }
  return null;
}

/** A migrated, empty database of its own, as if copied from the snapshot for this test alone. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = isPostgres && adminUrl;
  let taken = await reuse();
  if (!taken) {
    const pooled = postgres ? await createPostgres(adminUrl) : await loadPglite();
    const database = pooled.open();
    snapshotShape ??= await shapeOf(database);
    taken = { pooled, database };
  }
  const { pooled, database } = taken;
  const listening = new Set<() => Promise<void>>();
  let closed = false;
  return {
    ...database,
    async listen(channel, onNotify, events) {
      const stop = await database.listen(channel, onNotify, events);
      const tracked = async () => {
        listening.delete(tracked);
        await stop();
      };
      listening.add(tracked);
      return tracked;
    },
    ...(pooled.url ? { openAnother: () => createPostgresDatabase(pooled.url!), url: pooled.url } : {}),
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listening].map((stop) => stop()));
      // PGlite's handle closes with its instance; a PostgreSQL pool ends here and a new one opens on reuse.
      if (pooled.url) await database.close();
      idle.push(pooled);
    },
  };
}

export type TestApp = { app: FastifyInstance; database: TestDatabase; close(): Promise<void> };

export async function buildTestApp(
  options: {
    config?: Config;
    webRoot?: string;
    clock?: () => Date;
    logStream?: BuildAppOptions['logStream'];
    httpTimeouts?: BuildAppOptions['httpTimeouts'];
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const { config = testConfig(), webRoot, clock, logStream, httpTimeouts } = options;
  const app = await buildApp({ config, database, webRoot, clock, logStream, httpTimeouts });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A clock a test sets by hand: `clock.set('2026-11-23T23:40:00-08:00')`, then the app reads it. */
export function testClock(start: string | Date = new Date()) {
  let instant = new Date(start);
  return {
    now: () => new Date(instant),
    set(to: string | Date) {
      instant = new Date(to);
    },
  };
}
