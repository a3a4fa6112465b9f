/**
 * The process: validate configuration, open and migrate the database, seed the demo data
 * into an empty database, listen, and close everything cleanly on SIGTERM or SIGINT.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase, type Database } from './db/database.ts';
import { SchemaNewerThanCodeError } from './db/schema-version.ts';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemo } from './db/seed/seed-demo.ts';
import { finishInterruptedUploads } from './modules/employees/bulk-upload/import-employees.ts';
import { terminateWebSockets } from './plugins/realtime.ts';

/** After a stop signal, requests in flight may finish for this long; then connections are cut. */
const SHUTDOWN_GRACE_MS = 5000;
/** The process exits by then, whatever still holds it (the limit is 10 s, issue 13). */
const SHUTDOWN_DEADLINE_MS = 9000;

function fail(message: string): never {
  process.stderr.write(`\nStationboard could not start.\n${message}\n\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config;
  try {
    config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  let database: Database;
  try {
    database = await openDatabase(config, 'server');
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(err.message);
    throw err;
  }

  const app = await buildApp({ config, database, webRoot: config.webDistDir });
  let closing = false;
  // Decision 110: requests in flight get a grace period, then every connection is cut, and
  // the process is gone within 10 s of the signal whatever still holds it.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.readiness.draining = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      process.stderr.write(`Stationboard did not stop within ${SHUTDOWN_DEADLINE_MS / 1000} s of ${signal}; exiting anyway.\n`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    const grace = setTimeout(() => {
      app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'shutting down: cutting the connections still open');
      terminateWebSockets(app);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    try {
      // Fastify answers new requests 503 and closes idle keep-alive connections (Node's server.close).
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'shutting down: closing the app failed');
    } finally {
      clearTimeout(grace);
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Replicas started at once take turns (decision 125): the first migrates and seeds, the
  // others find it done.
  try {
    await database.exclusively(async () => {
      await database.migrate();
      const finishedUploads = await finishInterruptedUploads(database);
      if (finishedUploads > 0) app.log.warn({ uploads: finishedUploads }, 'finished bulk uploads a stop had cut short');
      // PGlite runs no autovacuum, so nothing else keeps the planner's statistics fresh.
      if (database.kind === 'pglite') await database.db.execute(sql`analyze`);
      if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
        const seedStart = performance.now();
        app.log.info('empty database: seeding the demo data');
        await seedDemo(database.db, {
          password: config.demoPassword,
          mailDomain: config.mailDomain,
          onProgress: (step) => app.log.info(`demo seed: ${step}`),
        });
        app.log.info({ ms: Math.round(performance.now() - seedStart) }, 'demo data seeded');
      }
    });
  } catch (err) {
    if (!(err instanceof SchemaNewerThanCodeError)) throw err;
    await database.close();
    fail(err.message);
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    await database.close();
    if (code === 'EADDRINUSE') fail(`PORT: ${config.port} is already in use. Stop the other program or set PORT to a free port.`);
    throw err;
  }

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `Stationboard is running at http://localhost:${config.port}  (ready in ${Math.round(performance.now() - startedAt)} ms)`,
    `Database: ${where}`,
  ];
  if (config.seedDemo) {
    lines.push(`Demo accounts (password: ${config.demoPassword}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.employeeId.padEnd(14)} ${a.role}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`\nStationboard stopped on an unexpected error:\n${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
