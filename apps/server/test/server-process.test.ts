/**
 * The real process, as an operator starts it: configuration errors, the exclusive data
 * folder, graceful shutdown and a crash in the middle of the demo seed. These concern the
 * embedded database, so they run once, in the PGlite run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../src/db/data-dir-lock.ts';
import { isPostgres } from './helper.ts';
import { freePort, killStartedServers, startServer, waitFor } from './real-server.ts';

const dirs: string[] = [];

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

afterEach(killStartedServers);
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
