/**
 * Builds what an API test needs: a fresh database copied from the migrated snapshot, and
 * the app on top of it, closed again after the test (STYLE.md: fastify/demo's helper).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../src/db/database.ts';
import { databaseUrlFor, TEST_DATABASE_PREFIX } from './postgres-admin.ts';

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

/** A migrated, empty database of its own; `close()` also drops it on PostgreSQL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!isPostgres || !adminUrl) {
    const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
    const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
    return createPgliteDatabase(client);
  }
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrlFor(adminUrl, name);
  const database = createPostgresDatabase(url);
  return {
    ...database,
    openAnother: () => createPostgresDatabase(url),
    url,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
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
