/**
 * The real process, as an operator starts it: configuration errors, the exclusive data
 * folder, graceful shutdown and a crash in the middle of the demo seed. These concern the
 * embedded database, so they run once, in the PGlite run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../src/db/data-dir-lock.ts';
import { isPostgres } from './helper.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];
const dirs: string[] = [];

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(env: Record<string, string>, script: string[] = ['src/server.ts']): Started {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', ...script], {
    cwd: SERVER_DIR,
    env: { ...base, NODE_ENV: 'development', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(started: Started, text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!started.output().includes(text)) {
    if (started.child.exitCode !== null) throw new Error(`server exited before '${text}':\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for '${text}':\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-server-'));
  dirs.push(dir);
  return dir;
}

async function centerCodes(port: number): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${port}/api/fulfillment-centers/public`);
  const body = (await res.json()) as { data: { code: string }[] };
  return body.data.map((c) => c.code).sort();
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(isPostgres)('the server process', () => {
  it('exits non-zero naming PORT when PORT is not a number', async () => {
    const server = startServer({ PORT: 'abc', DATA_DIR: tempDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT: .*'abc'/);
  });

  it('owns its data folder: a second server and the command line are refused, shutdown releases it and the data stays', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitFor(first, 'Stationboard is running at');
    expect(first.output()).toContain('demo-manager');

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another Stationboard process`);
    expect(await centerCodes(port)).toEqual(['GEG1', 'PDX2']);

    const cli = startServer({ DATA_DIR: dataDir }, ['src/cli.ts', 'set-role', '--employee-id', 'demo-view', '--role', 'SUDO']);
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain(`The data folder ${dataDir} is in use by another Stationboard process (server`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const again = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitFor(again, 'Stationboard is running at');
    expect(again.output()).not.toContain('seeding the demo data');
    expect(await centerCodes(port)).toEqual(['GEG1', 'PDX2']);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });

  it('recovers from being killed while the demo seed writes: the next start seeds once, completely', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    // GEG1 is written but the seed's transaction is still open: the worst moment to die.
    await waitFor(first, 'demo seed: center GEG1 written');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.output()).not.toContain('demo data seeded');

    const second = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitFor(second, 'Stationboard is running at');
    expect(await centerCodes(port)).toEqual(['GEG1', 'PDX2']);
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as { data: { status: string } };
    expect(health.data.status).toBe('ok');
  });
});
