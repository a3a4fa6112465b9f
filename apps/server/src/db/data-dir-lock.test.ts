import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME, LOCK_MECHANISM, type LockMechanism } from './data-dir-lock.ts';

const MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const children: ChildProcess[] = [];

/** Another process that takes the lock and keeps it until it is killed. */
async function holdInAnotherProcess(dir: string, mechanism: LockMechanism): Promise<ChildProcess> {
  const script = `import { acquireDataDirLock } from ${JSON.stringify(MODULE)};
    acquireDataDirLock(${JSON.stringify(dir)}, 'server', ${JSON.stringify(mechanism)});
    process.stdout.write('locked');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => resolve());
    child.on('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

/** A process that is running and has nothing to do with the data folder. */
function startUnrelatedProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

function readLockFile(dir: string) {
  return JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')) as { pid: number; purpose: string };
}

/** Rewrites the PID in the lock file, keeping what else its writer put there. */
function nameInLock(dir: string, pid: number): void {
  fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), JSON.stringify({ ...readLockFile(dir), pid }));
}

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) await kill(child);
});

it('uses the kernel lock where the addon ships prebuilt', () => {
  const prebuilt = ['linux', 'darwin', 'win32'].includes(process.platform) && ['x64', 'arm64'].includes(process.arch);
  expect(LOCK_MECHANISM).toBe(prebuilt ? 'kernel' : 'process');
});

const mechanisms: LockMechanism[] = LOCK_MECHANISM === 'kernel' ? ['kernel', 'process'] : ['process'];

describe.each(mechanisms)('acquireDataDirLock (%s)', (mechanism) => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a second holder while the first is alive, naming the folder and the holder', () => {
    const lock = acquireDataDirLock(dir, 'server', mechanism);
    expect(() => acquireDataDirLock(dir, 'cli', mechanism)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir, 'cli', mechanism)).toThrow(new RegExp(`${dir}.*in use by another Stationboard process \\(server, pid ${process.pid}`));
    lock.release();
    acquireDataDirLock(dir, 'cli', mechanism).release();
  });

  it('refuses while another live process holds the folder, and takes it over once that process is killed', async () => {
    const holder = await holdInAnotherProcess(dir, mechanism);
    expect(() => acquireDataDirLock(dir, 'server', mechanism)).toThrow(
      `The data folder ${dir} is in use by another Stationboard process (server, pid ${holder.pid}`,
    );
    await kill(holder);
    const lock = acquireDataDirLock(dir, 'server', mechanism);
    expect(readLockFile(dir).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const pid = Number(dead.stdout.toString());
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), JSON.stringify({ pid, host: os.hostname(), startedAt: '2026-01-01', purpose: 'server' }));
    const lock = acquireDataDirLock(dir, 'server', mechanism);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it("takes over a crashed holder's lock that names our own PID, as a container restarting its server as PID 1 finds it", async () => {
    await kill(await holdInAnotherProcess(dir, mechanism));
    nameInLock(dir, process.pid);
    const lock = acquireDataDirLock(dir, 'server', mechanism);
    expect(readLockFile(dir)).toMatchObject({ pid: process.pid, purpose: 'server' });
    expect(() => acquireDataDirLock(dir, 'cli', mechanism)).toThrow(DataDirLockedError);
    lock.release();
  });

  it("takes over a crashed holder's lock whose PID now belongs to an unrelated live process", async () => {
    await kill(await holdInAnotherProcess(dir, mechanism));
    const unrelated = startUnrelatedProcess();
    nameInLock(dir, unrelated.pid!);
    const lock = acquireDataDirLock(dir, 'server', mechanism);
    expect(readLockFile(dir).pid).toBe(process.pid);
    expect(unrelated.exitCode).toBeNull();
    lock.release();
  });

  it('does not remove a lock that another process holds when releasing', () => {
    const lock = acquireDataDirLock(dir, 'server', mechanism);
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: 1, host: os.hostname(), startedAt: 'x', purpose: 'other' }));
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
  });
});
