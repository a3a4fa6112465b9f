/**
 * The real process, as an operator starts it: configuration errors, the exclusive data
 * folder, graceful shutdown and a crash in the middle of the demo seed. These concern the
 * embedded database, so they run once, in the PGlite run; stopping with open connections
 * runs on both databases.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LOCK_FILE_NAME } from '../src/db/data-dir-lock.ts';
import { seconds, SHUTDOWN_DEADLINE_MS, WATCHDOG_MS } from '../src/lib/stop-deadlines.ts';
import { REALTIME_PROTOCOL, SERVER_RESTART_CLOSE_CODE } from '@stationboard/domain/realtime/messages';
import { createTestDatabase, isPostgres, type TestDatabase } from './helper.ts';
import {
  demoToken,
  freePort,
  keepAliveConnection,
  READY_LINE,
  seededDataFolder,
  slowUpload,
  startServer,
  tempDataFolders,
  waitFor,
  type Started,
} from './real-server.ts';

const tempDataDir = tempDataFolders('server');

async function centerCodes(port: number): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${port}/api/fulfillment-centers/public`);
  const body = (await res.json()) as { data: { code: string }[] };
  return body.data.map((c) => c.code).sort();
}

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
    await waitFor(first, READY_LINE);
    expect(first.output()).toContain('demo-manager');

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another Stationboard process`);
    expect(await centerCodes(port)).toEqual(['GEG1', 'PDX2']);

    const cli = startServer({ DATA_DIR: dataDir }, { cli: ['set-role', '--employee-id', 'demo-view', '--role', 'SUDO'] });
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain(`The data folder ${dataDir} is in use by another Stationboard process (server`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const again = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitFor(again, READY_LINE);
    expect(again.output()).not.toContain('seeding the demo data');
    expect(await centerCodes(port)).toEqual(['GEG1', 'PDX2']);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 90_000);

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
    await waitFor(second, READY_LINE);
    expect(await centerCodes(port)).toEqual(['GEG1', 'PDX2']);
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as { data: { status: string } };
    expect(health.data.status).toBe('ok');
  }, 90_000);
});

describe('stopping the server', () => {
  // The 10 s are the assertions' own; the test's bound covers starting a server first (on PGlite
  // from a seeded copy; on PostgreSQL seeding an empty database), which takes up to half a minute
  // on a loaded 2-core machine (as the tests above allow).
  it('exits within 10 s of SIGTERM with an open WebSocket, an idle keep-alive connection and an upload in flight', async () => {
    const port = await freePort();
    let database: TestDatabase | undefined;
    const env: Record<string, string> = { PORT: String(port) };
    if (isPostgres) {
      database = await createTestDatabase();
      env.DATABASE_URL = database.url!;
    } else {
      env.DATA_DIR = await seededDataFolder(tempDataDir());
    }
    let agent: http.Agent | undefined;
    let upload: { stop(): void } | undefined;
    try {
      const server = startServer(env);
      await waitFor(server, READY_LINE, 60_000);
      const token = await demoToken(port, 'demo-manager');

      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, [REALTIME_PROTOCOL, `bearer.${Buffer.from(token).toString('base64url')}`], {
        headers: { origin: `http://localhost:${port}` },
      });
      const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
      await once(socket, 'open');
      agent = await keepAliveConnection(port);
      upload = slowUpload(port, token);
      await waitFor(server, '"url":"/api/employees/bulk-upload"');
      await new Promise((r) => setTimeout(r, 300));

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      const code = await Promise.race([server.exited, new Promise<'still running'>((r) => setTimeout(() => r('still running'), 15_000))]);
      expect(code).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(await socketClosed).toBe(SERVER_RESTART_CLOSE_CODE);
    } finally {
      upload?.stop();
      agent?.destroy();
      await database?.close();
    }
  }, 90_000);
});

describe.skipIf(isPostgres)('the stop deadline', () => {
  async function stopWith(preloads: string[], beforeSignal?: (server: Started) => Promise<void>): Promise<{ server: Started; tookMs: number }> {
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: await seededDataFolder(tempDataDir()) }, { preload: preloads });
    await waitFor(server, READY_LINE, 60_000);
    await beforeSignal?.(server);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await Promise.race([server.exited, new Promise((r) => setTimeout(r, 15_000))]);
    return { server, tookMs: Date.now() - signalledAt };
  }

  it('exits 1 within 10 s naming what it still waited for, when the database never finishes closing', async () => {
    const { server, tookMs } = await stopWith(['./test/stop-hangs-database-close.ts']);
    expect(server.child.exitCode).toBe(1);
    expect(tookMs).toBeLessThan(10_000);
    expect(server.output()).toContain(
      `Stationboard did not stop within ${seconds(SHUTDOWN_DEADLINE_MS)} of SIGTERM; exiting with code 1. Still pending: closing the database`,
    );
  }, 90_000);

  it('counts the 10 s from the signal, not from when a busy main thread got to it', async () => {
    const { server, tookMs } = await stopWith(['./test/stop-hangs-database-close.ts', './test/busy-when-signalled.ts'], async (started) => {
      started.child.kill('SIGUSR2');
      await new Promise((r) => setTimeout(r, 300));
    });
    expect(server.child.exitCode).toBe(1);
    expect(tookMs).toBeLessThan(10_000);
    // The stop knew it started about 4 s late.
    expect(Number(/"msg":"shutting down"/.test(server.output()) && /"lateMs":(\d+)/.exec(server.output())?.[1])).toBeGreaterThan(3000);
  }, 90_000);

  it('is killed by its watchdog within 10 s when its main thread blocks during the stop, with a line naming what was pending', async () => {
    const { server, tookMs } = await stopWith(['./test/stop-blocks-main-thread.ts']);
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(tookMs).toBeLessThan(10_000);
    expect(server.output()).toContain(
      `Stationboard did not stop within ${seconds(WATCHDOG_MS)} of SIGTERM; its watchdog kills it. Still pending: finishing the requests in flight`,
    );
  }, 90_000);
});
