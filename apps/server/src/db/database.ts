/**
 * Opens the one database the server uses: embedded PGlite in DATA_DIR by default, real
 * PostgreSQL when DATABASE_URL is set (DESIGN §2). Both run the same schema and migrations.
 */
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_FOLDER } from '../server-folder.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { installJobQueue } from './job-queue.ts';
import { openPgliteCluster } from './pglite-cluster.ts';
import { assertSchemaNotNewer } from './schema-version.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Rows of a raw SQL statement. The two drivers answer `execute` differently (node-postgres a
 * result with `rows`, PGlite too but typed apart); this is the one place that knows.
 */
export async function queryRows<T>(db: Db | Tx, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** Answers when the database answers a trivial statement; throws otherwise. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The handle inside `db.transaction(...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A statement built once, whose values are placeholders (`sql.placeholder('name')`) filled per run. */
export type PreparedStatement = { name: string; query: Query };

const dialect = new PgDialect();

/**
 * For the few statements on a hot path (decision 111): building a large query on every run
 * costs about as much as running it, so it is built once here, and PostgreSQL keeps it as a
 * named prepared statement on each connection, planned once. PGlite's API has no named
 * statements: it plans each run.
 */
export function prepareStatement(name: string, statement: SQL): PreparedStatement {
  return { name, query: dialect.sqlToQuery(statement) };
}

/** Rows of a prepared statement (decoded by the driver alone: timestamps and dates stay text). */
export async function queryPrepared<T>(db: Db | Tx, statement: PreparedStatement, values: Record<string, unknown>): Promise<T[]> {
  const result = (await db._.session.prepareQuery(statement.query, undefined, statement.name, false).execute(values)) as { rows: T[] };
  return result.rows;
}

export type Notification = (payload: string) => void;
export type ListenEvents = { onLost?: () => void; onRelisten?: () => void };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel (lowercase); answers a function that stops listening. On PostgreSQL
   * a dedicated connection listens and reconnects after a failure: `onLost` is called when it
   * drops, `onRelisten` when it listens again; whatever was notified in between is lost.
   * PGlite's in-process LISTEN is never lost.
   */
  listen(channel: string, onNotify: Notification, events?: ListenEvents): Promise<() => Promise<void>>;
  /**
   * Applies pending migrations; safe to call on every start. Refuses a database whose schema
   * is newer than this code's (SchemaNewerThanCodeError).
   */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other server process on this database runs its own: on PostgreSQL
   * under an advisory lock, so replicas started at once migrate and seed one after another.
   * PGlite's data folder has one process already (data-dir-lock.ts).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Issue 30: the connection pool's connections now (PostgreSQL); PGlite has one, in the process, and answers null. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /**
   * Issue 30 (decision 167): a statement as text with `$n` values, for the job queue (pg-boss),
   * which brings its own SQL; without values the text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(SERVER_FOLDER, 'drizzle');

/** Wraps an open PGlite instance (tests hand in one loaded from a migrated snapshot). */
export function createPgliteDatabase(client: PGlite, onClose: () => void = () => {}): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    async migrate() {
      await assertSchemaNotNewer(db as unknown as Db, MIGRATIONS_FOLDER);
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await installJobQueue(this);
    },
    exclusively: (work) => work(),
    poolStats: () => null,
    async executeSql(text, values = []) {
      if (values.length > 0) return client.query(text, values);
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}

const RELISTEN_DELAYS_MS = [250, 1000, 5000];

/** The `application_name` of the LISTEN connection, so an operator can tell it apart. */
export const LISTEN_APPLICATION_NAME = 'stationboard-listen';

/** A dedicated connection that LISTENs, and connects again when the server drops it. */
async function listenPostgres(connectionString: string, channel: string, onNotify: Notification, events: ListenEvents = {}): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let listenedBefore = false;
  let failures = 0;
  const reconnect = () => {
    if (stopped) return;
    const delay = RELISTEN_DELAYS_MS[Math.min(failures++, RELISTEN_DELAYS_MS.length - 1)];
    setTimeout(() => void connect().catch(reconnect), delay);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: LISTEN_APPLICATION_NAME });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
    });
    // A terminated backend errors and then ends; a closed socket may only end.
    const lost = () => {
      if (client !== next) return;
      client = null;
      events.onLost?.();
      reconnect();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (err) {
      await next.end().catch(() => {});
      throw err;
    }
    if (stopped) return void (await next.end());
    failures = 0;
    client = next;
    if (listenedBefore) events.onRelisten?.();
    listenedBefore = true;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}

/** The advisory lock key of a server's start (migrations, demo seed): "stationboard-start". */
const START_LOCK_KEY = 0x5354_4152_54n;

async function exclusivelyOnPostgres<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  let broken = false;
  try {
    await holder.query('select pg_advisory_lock($1)', [START_LOCK_KEY.toString()]);
    try {
      return await work();
    } finally {
      // A lock that cannot be given back goes with its connection.
      await holder.query('select pg_advisory_unlock($1)', [START_LOCK_KEY.toString()]).catch(() => (broken = true));
    }
  } finally {
    holder.release(broken);
  }
}

export function createPostgresDatabase(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server (restart, fail-over) is discarded by the pool;
  // unhandled, its 'error' event would end the process.
  pool.on('error', (err) => process.stderr.write(`PostgreSQL connection lost: ${err.message}\n`));
  const db = drizzlePostgres(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    listen: (channel, onNotify, events) => listenPostgres(connectionString, channel, onNotify, events),
    async migrate() {
      await assertSchemaNotNewer(db as unknown as Db, MIGRATIONS_FOLDER);
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await installJobQueue(this);
    },
    exclusively: (work) => exclusivelyOnPostgres(pool, work),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

export type DatabaseOptions = { databaseUrl: string | undefined; dataDir: string };

/** The PGlite cluster lives in `<DATA_DIR>/pgdata`, beside the lock file. */
export function pgliteDataPath(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

export async function openDatabase(options: DatabaseOptions, purpose: string): Promise<Database> {
  if (options.databaseUrl) return createPostgresDatabase(options.databaseUrl);
  const lock = acquireDataDirLock(options.dataDir, purpose);
  try {
    const client = await openPgliteCluster(pgliteDataPath(options.dataDir));
    return createPgliteDatabase(client, () => lock.release());
  } catch (err) {
    lock.release();
    throw err;
  }
}
