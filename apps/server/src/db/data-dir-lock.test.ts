import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock.ts';

describe('acquireDataDirLock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a second holder while the first is alive, naming the folder and the holder', () => {
    const lock = acquireDataDirLock(dir, 'server');
    expect(() => acquireDataDirLock(dir, 'cli')).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir, 'cli')).toThrow(new RegExp(`${dir}.*in use by another Stationboard process \\(server, pid ${process.pid}`));
    lock.release();
    acquireDataDirLock(dir, 'cli').release();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const pid = Number(dead.stdout.toString());
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), JSON.stringify({ pid, host: os.hostname(), startedAt: '2026-01-01', purpose: 'server' }));
    const lock = acquireDataDirLock(dir, 'server');
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('does not remove a lock that another process holds when releasing', () => {
    const lock = acquireDataDirLock(dir, 'server');
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: 1, host: os.hostname(), startedAt: 'x', purpose: 'other' }));
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
  });
});
