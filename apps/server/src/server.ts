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
import { ignoreWriteErrors } from './lib/log-destination.ts';
import { startShutdownWatchdog } from './lib/shutdown-watchdog.ts';
import { seconds, SHUTDOWN_DEADLINE_MS, SHUTDOWN_GRACE_MS, WATCHDOG_MS, watchEventLoop } from './lib/stop-deadlines.ts';
import { finishInterruptedUploads } from './modules/employees/bulk-upload/import-employees.ts';
import { terminateWebSockets } from './plugins/realtime.ts';

/** The last lines may take this long to be read before the process exits. */
const LAST_LINES_MS = 500;

/** Resolves once `stream` has handed over what it holds, or after `ms`: a reader that left must not hold the exit. */
async function drained(stream: NodeJS.WriteStream, ms: number): Promise<void> {
  if (stream.writableLength === 0 || stream.destroyed) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    stream.once('drain', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

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

  ignoreWriteErrors(process.stderr);
  const app = await buildApp({ config, database, webRoot: config.webDistDir });
  let closing = false;
  const sinceEventLoopRan = watchEventLoop();
  // Decisions 110 and 135: requests in flight get a grace period, then every connection is cut,
  // and the process is gone within 10 s of the signal whatever still holds it.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.readiness.draining = true;
    const lateMs = sinceEventLoopRan();
    const fromSignal = (ms: number) => Math.max(0, ms - lateMs);
    let stage = 'finishing the requests in flight';
    const pending = () => {
      const requests = app.requestsInFlight();
      return `${stage}; requests at work: ${requests.length > 0 ? requests.join(', ') : 'none'}; WebSockets open: ${app.websocketServer.clients.size}`;
    };
    const watchdog = startShutdownWatchdog({
      ms: fromSignal(WATCHDOG_MS),
      pending: pending(),
      line: `Stationboard did not stop within ${seconds(WATCHDOG_MS)} of ${signal}; its watchdog kills it. Still pending: {pending}`,
    });
    const waitingFor = (next: string) => {
      stage = next;
      watchdog.waitingFor(pending());
    };
    app.log.info({ signal, lateMs }, 'shutting down');
    setTimeout(() => {
      const line = `Stationboard did not stop within ${seconds(SHUTDOWN_DEADLINE_MS)} of ${signal}; exiting with code 1. Still pending: ${pending()}`;
      app.log.fatal({ signal }, line);
      process.stderr.write(`${line}\n`);
      process.exit(1);
    }, fromSignal(SHUTDOWN_DEADLINE_MS)).unref();
    const grace = setTimeout(() => {
      app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'shutting down: cutting the connections still open');
      terminateWebSockets(app);
      app.server.closeAllConnections();
      waitingFor('the handlers of requests whose connections were cut');
    }, fromSignal(SHUTDOWN_GRACE_MS));
    try {
      // Fastify stops listening and closes idle keep-alive connections (Node's server.close);
      // plugins/drain.ts answers new requests 503 and waits for the handlers at work.
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'shutting down: closing the app failed');
    } finally {
      clearTimeout(grace);
      waitingFor('closing the database');
      await database.close();
      waitingFor('writing the last log lines');
      await drained(process.stdout, LAST_LINES_MS);
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
