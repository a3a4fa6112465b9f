/**
 * The real server process, started as an operator starts it (`node dist/server.js` with its
 * environment, the build global-setup.ts made), for the tests that stop, kill and restart it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { isPostgres } from './helper.ts';
import { adminQuery, databaseUrlFor } from './postgres-admin.ts';
import { serverEnv } from './server-launch.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];

export type Started = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /**
   * Its standard output's reader goes away, as when the check or supervisor that started it
   * does: 'stalled' stops reading (the pipe fills up), 'closed' closes it (writes fail, EPIPE).
   * Standard error is still read.
   */
  loseStdoutReader(how: 'stalled' | 'closed'): void;
};

export type StartOptions = {
  /** The operator command line with these arguments, instead of the server. */
  cli?: string[];
  /** Modules (TypeScript, run through tsx) that run before the server, as `--import`. */
  preload?: string[];
};

export function startServer(env: Record<string, string>, { cli, preload = [] }: StartOptions = {}): Started {
  const build = inject('serverBuild');
  const script = cli ? [path.join(build, 'cli.js'), ...cli] : [path.join(build, 'server.js')];
  const loaders = preload.length > 0 ? ['--import', 'tsx', ...preload.flatMap((p) => ['--import', p])] : [];
  const child = spawn(process.execPath, [...loaders, ...script], {
    cwd: SERVER_DIR,
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const read = (d: Buffer) => (output += d);
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const loseStdoutReader = (how: 'stalled' | 'closed') => {
    child.stdout!.off('data', read);
    if (how === 'closed') child.stdout!.destroy();
    else child.stdout!.pause();
  };
  return { child, output: () => output, exited, loseStdoutReader };
}

/** SIGKILLs every server a test started and left running. */
export function killStartedServers(): void {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * Waits for a line of the server's output. A first start on a fresh data folder (the embedded
 * cluster, every migration, the job queue's schema, the demo seed) took 27-30 s on a 2-core
 * machine at load 8: a minute leaves room without hiding a server that never comes up.
 */
export async function waitFor(started: Started, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!started.output().includes(text)) {
    if (started.child.exitCode !== null) throw new Error(`server exited before '${text}':\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for '${text}':\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export { freePort, READY_LINE } from './server-launch.ts';

/**
 * A data folder the server has already migrated and seeded with the demo data, copied to `into`
 * (global-setup.ts made it): for the tests of stopping and killing a running server, which do not
 * test its first start. PGlite run only.
 */
export async function seededDataFolder(into: string): Promise<string> {
  const { dir, outcome } = inject('seededDataDir');
  const deadline = Date.now() + 120_000;
  while (!fs.existsSync(outcome)) {
    if (Date.now() > deadline) throw new Error(`the seeded data folder ${dir} was not ready within 2 minutes`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const result = fs.readFileSync(outcome, 'utf8');
  if (result !== 'ready') throw new Error(result);
  fs.cpSync(dir, into, { recursive: true });
  return into;
}

/** A demo account's bearer token, signed in as the browser would from the app's origin. */
export async function demoToken(port: number, employeeId: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify({ email: `${employeeId}@stationboard.local`, password: 'demo1234' }),
  });
  const token = res.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-in of ${employeeId} failed: ${res.status} ${await res.text()}`);
  return token;
}

/** An idle keep-alive connection: one answered request, its socket kept open by the agent. */
export async function keepAliveConnection(port: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, resolve).on('error', reject),
  );
  res.resume();
  await once(res, 'end');
  if (res.statusCode !== 200) throw new Error(`GET /api/health answered ${res.statusCode}`);
  return agent;
}

/** A multipart upload whose body trickles in, one byte every 100 ms, and never ends by itself. */
export function slowUpload(port: number, token: string): { stop(): void } {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const boundary = 'stationboard-slow-upload';
  socket.write(
    [
      'POST /api/employees/bulk-upload HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Authorization: Bearer ${token}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      'Content-Length: 1000000',
      '',
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="staff.csv"',
      'Content-Type: text/csv',
      '',
      'employee_uid,name,',
    ].join('\r\n'),
  );
  const trickle = setInterval(() => socket.write('x'), 100);
  return {
    stop() {
      clearInterval(trickle);
      socket.destroy();
    },
  };
}

/**
 * For a file whose tests start real servers: kills what a test started after it, and answers a
 * maker of temporary data folders, removed after the file's tests.
 */
export function tempDataFolders(name: string): () => string {
  const dirs: string[] = [];
  afterEach(killStartedServers);
  afterAll(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sb-${name}-`));
    dirs.push(dir);
    return dir;
  };
}

/**
 * Where a file's real servers keep their data: a temporary data folder for PGlite and, in the
 * PostgreSQL run, a database of the file's own, made before its tests and dropped after them
 * (the shared server outlives the run). Started servers are killed after each test.
 */
export function serverStore(name: string): { dataDir: string; databaseUrl: string | undefined } {
  const dataDir = tempDataFolders(name)();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const databaseName = `${inject('postgresRunPrefix')}${name}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = isPostgres && adminUrl ? databaseUrlFor(adminUrl, databaseName) : undefined;
  beforeAll(async () => {
    if (databaseUrl) await adminQuery(adminUrl!, `create database "${databaseName}"`);
  });
  afterAll(async () => {
    if (databaseUrl) await adminQuery(adminUrl!, `drop database if exists "${databaseName}" with (force)`);
  });
  return { dataDir, databaseUrl };
}
