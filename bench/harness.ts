/**
 * What every server benchmark needs: a fresh database on each engine (a temporary PGlite
 * folder; a database of its own on the PostgreSQL server named by BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, dropped afterwards), the real app listening on loopback, a signed-in
 * user, and the statistics to print.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium, type Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@stationboard/domain/roles/roles';
import { CHROMIUM_LAUNCH_OPTIONS } from '@stationboard/web/chromium';
import { buildApp } from '@stationboard/server/src/app.ts';
import { buildServer } from '@stationboard/server/build.ts';
import { loadConfig } from '@stationboard/server/src/config.ts';
import { createPgliteDatabase, createPostgresDatabase, pgliteDataPath, type Database } from '@stationboard/server/src/db/database.ts';
import { createAccount } from '@stationboard/server/src/db/create-account.ts';
import { openPgliteCluster } from '@stationboard/server/src/db/pglite-cluster.ts';

export type Engine = {
  label: string;
  database: Database;
  /** Runs SQL text on the driver itself, below Drizzle and the app. */
  raw: (text: string, params: unknown[]) => Promise<unknown>;
};

/** Calls `run` once per engine available, each on a fresh, migrated database. */
export async function forEachEngine(run: (engine: Engine) => Promise<void>): Promise<void> {
  const dir = tempDir();
  try {
    const client = await openPgliteCluster(pgliteDataPath(dir));
    const database = createPgliteDatabase(client);
    await database.migrate();
    try {
      await run({ label: 'PGlite (embedded)', database, raw: (text, params) => client.query(text, params) });
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  await onScratchPostgres('', async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // Dropping the database at the end ends the pool's idle connections: not a failure.
    pool.on('error', () => {});
    const database = createPostgresDatabase(url);
    try {
      await database.migrate();
      await run({ label: 'PostgreSQL 127.0.0.1', database, raw: (text, params) => pool.query(text, params) });
    } finally {
      await pool.end();
      await database.close();
    }
  });
}

/**
 * Runs `work` on a database of its own on the PostgreSQL server named by BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, dropped afterwards; says so and returns when there is none.
 */
export async function onScratchPostgres(suffix: string, work: (url: string) => Promise<void>): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const name = `stationboard_bench_${process.pid}${suffix}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await work(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/** Migrates and fills a database, then closes it for the server process to open. */
async function migrateAndPrepare<T>(database: Database, prepare: (database: Database) => Promise<T>): Promise<T> {
  try {
    await database.migrate();
    return await prepare(database);
  } finally {
    await database.close();
  }
}

/**
 * Each engine with `npm start`'s server in a process of its own (startServerProcess), on a
 * database `prepare` filled first: a PGlite folder, closed before the server opens it (one
 * owner at a time), or a database of its own on the PostgreSQL server, dropped afterwards.
 * With `replicas` above 1, PostgreSQL runs once with one server process and once more, on a
 * fresh database, with that many on the same database (issue 17); PGlite is one process.
 */
export async function forEachServedEngine<T>(
  prepare: (database: Database) => Promise<T>,
  run: (label: string, servers: ServerProcess[], prepared: T) => Promise<void>,
  { replicas = 1 }: { replicas?: number } = {},
): Promise<void> {
  const dir = tempDir();
  try {
    const prepared = await migrateAndPrepare(createPgliteDatabase(await openPgliteCluster(pgliteDataPath(dir))), prepare);
    const server = await startServerProcess({ DATA_DIR: dir, SEED_DEMO: 'false' });
    try {
      await run('PGlite (embedded)', [server], prepared);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  for (const count of replicas > 1 ? [1, replicas] : [1]) {
    await onScratchPostgres(`_${count}`, async (url) => {
      const prepared = await migrateAndPrepare(createPostgresDatabase(url), prepare);
      const servers = await Promise.all(Array.from({ length: count }, () => startServerProcess({ DATABASE_URL: url, SEED_DEMO: 'false' })));
      try {
        await run(`PostgreSQL 127.0.0.1${replicas > 1 ? `, ${count} replica${count > 1 ? 's' : ''}` : ''}`, servers, prepared);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    });
  }
}

export type Served = { app: FastifyInstance; base: string; token: string; origin: string };

/** The app on a loopback port with a signed-in user of `role` in `centerId`; with `webRoot`, the web app's build too. */
export async function serve(database: Database, centerId: string, role: Role, options: { clock?: () => Date; webRoot?: string } = {}): Promise<Served> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  await createAccount(database.db, { employeeId: 'bench-user', password: 'bench-password', role, centerId, mailDomain: config.mailDomain });
  const app = await buildApp({ config, database, clock: options.clock, webRoot: options.webRoot });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: config.appOrigin },
    body: JSON.stringify({ email: `bench-user@${config.mailDomain}`, password: 'bench-password' }),
  });
  const token = signIn.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-in failed: ${signIn.status}`);
  return { app, base, token, origin: config.appOrigin };
}

export type Figures = { rate: number; p50: number; p99: number };

/** Rate per second over `seconds`, and latency percentiles in ms. */
export function figures(latencies: number[], seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { rate: sorted.length / seconds, p50: at(0.5), p99: at(0.99) };
}

export function formatFigures(label: string, f: Figures, unit: string): string {
  return `  ${label.padEnd(20)} ${f.rate.toFixed(0).padStart(6)} ${unit}/s   p50 ${f.p50.toFixed(1).padStart(7)} ms   p99 ${f.p99.toFixed(1).padStart(7)} ms`;
}

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');
const WEB_DIR = path.resolve(SERVER_DIR, '../web');

/** The production build of the web app (with its .br and .gz files) in `outDir`, apps/web/dist unless told. */
export function buildWebApp(outDir = path.join(WEB_DIR, 'dist')): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { cwd: WEB_DIR, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Debian's Chromium, launched as the browser journeys launch it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'sb-bench-'));
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server as `npm start` builds it, once per bench run, in a folder of its own (removed at exit). */
let serverBuild: Promise<string> | undefined;

function builtServer(): Promise<string> {
  serverBuild ??= buildServer(`.bench-dist-${process.pid}`).then((out) => {
    process.on('exit', () => fs.rmSync(out, { recursive: true, force: true }));
    return out;
  });
  return serverBuild;
}

/** Preloaded with `--expose-gc`: SIGUSR2 runs a full garbage collection. */
const GC_ON_SIGUSR2 = `data:text/javascript,process.on('SIGUSR2', () => globalThis.gc())`;

export type ServerProcess = {
  base: string;
  pid: number;
  stop: () => Promise<void>;
  /** Resident memory now, in MB (Linux). */
  rssMb: () => number;
  /** A full garbage collection in the server; only when started with `collectable`. */
  collectGarbage: () => Promise<void>;
};

/**
 * `npm start`'s server (`node dist/server.js`) as a process of its own (so its memory is its
 * own), resolved once it answers /api/health. `env` adds to this process's environment;
 * DATABASE_URL is dropped unless `env` sets it. `collectable` lets `collectGarbage` work.
 */
export async function startServerProcess(env: Record<string, string>, { collectable = false } = {}): Promise<ServerProcess> {
  const build = await builtServer();
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const gc = collectable ? ['--expose-gc', '--import', GC_ON_SIGUSR2] : [];
  const child = spawn(process.execPath, [...gc, path.join(build, 'server.js')], {
    cwd: SERVER_DIR,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', APP_ORIGIN: `http://127.0.0.1:${port}`, ...env },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;
  const collectGarbage = async () => {
    if (!collectable) throw new Error('started without collectable: SIGUSR2 would end it');
    child.kill('SIGUSR2');
    await new Promise((r) => setTimeout(r, 1000));
  };
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, pid: child.pid!, stop, rssMb, collectGarbage };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** How long another user's screen waits after each answer before asking again. */
const ANOTHER_SCREEN_EVERY_MS = 50;

/**
 * Another user's screen: GET `url` again 50 ms after each answer, until the returned stop is
 * called; the latencies in ms. One request at a time, as a screen asks: the bench's server runs
 * in this process, and requests sent on a clock whatever the answers would pile up in it.
 */
export function anotherScreen(served: Pick<Served, 'base' | 'token'>, url: string): () => Promise<number[]> {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      const response = await fetch(`${served.base}${url}`, { headers: { authorization: `Bearer ${served.token}` } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      latencies.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, ANOTHER_SCREEN_EVERY_MS));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return latencies;
  };
}

/** Figures by name, then by engine, printed side by side at the end; `ms` formats a time against an optional budget. */
export function sideBySide() {
  const table = new Map<string, Map<string, string>>();
  const engines: string[] = [];
  return {
    engine(label: string) {
      engines.push(label);
    },
    note(engine: string, what: string, value: string) {
      if (!table.has(what)) table.set(what, new Map());
      table.get(what)!.set(engine, value);
    },
    /** Prints the title (with the cores and load average) and the table. */
    print(title: string) {
      const width = Math.max(...engines.map((e) => e.length), ...[...table.values()].flatMap((byEngine) => [...byEngine.values()].map((v) => v.length))) + 2;
      const names = Math.max(...[...table.keys()].map((what) => what.length)) + 2;
      const load = os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
      console.log(`\n${title}, ${os.cpus().length} cores, load average ${load}`);
      console.log(`  ${''.padEnd(names)}${engines.map((e) => e.padEnd(width)).join('')}`);
      for (const [what, byEngine] of table) console.log(`  ${what.padEnd(names)}${engines.map((e) => (byEngine.get(e) ?? '—').padEnd(width)).join('')}`);
    },
  };
}

export const ms = (value: number, budget?: number) => `${value.toFixed(0)} ms${budget === undefined ? '' : value <= budget ? ' ✓' : ` ✗ (≤ ${budget})`}`;
