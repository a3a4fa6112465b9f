/**
 * PGlite is one connection in one process: two processes on one data folder corrupt it
 * silently (STACK.md). The server, and any command line that opens the folder, holds this
 * lock for as long as it has the database open.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

type LockInfo = { pid: number; host: string; startedAt: string; purpose: string };

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: LockInfo | undefined, lockPath: string) {
    super(
      holder
        ? `The data folder ${dataDir} is in use by another Stationboard process (${holder.purpose}, pid ${holder.pid} on ${holder.host}, since ${holder.startedAt}). ` +
            `Stop that process first, or set DATA_DIR to another folder. If you are sure nothing is running, delete ${lockPath}.`
        : `The data folder ${dataDir} is locked by ${lockPath}. If you are sure no Stationboard process is running, delete that file.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function readLock(lockPath: string): LockInfo | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockInfo;
  } catch {
    return undefined;
  }
}

function isAlive(info: LockInfo): boolean {
  if (info.host !== os.hostname()) return true; // cannot tell; assume it runs
  try {
    process.kill(info.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type DataDirLock = { release(): void };

/** Takes the lock or throws DataDirLockedError. A lock left by a dead process is taken over. */
export function acquireDataDirLock(dataDir: string, purpose: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const mine: LockInfo = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString(), purpose };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(mine), { flag: 'wx' });
      return {
        release() {
          if (readLock(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readLock(lockPath);
      if (holder && isAlive(holder)) throw new DataDirLockedError(dataDir, holder, lockPath);
      if (!holder && attempt > 0) throw new DataDirLockedError(dataDir, undefined, lockPath);
      // Stale: its process is gone (killed or crashed). Take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir, readLock(lockPath), lockPath);
}
