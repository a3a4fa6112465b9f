/**
 * PGlite is one connection in one process: two processes on one data folder corrupt it
 * silently (STACK.md). The server, and any command line that opens the folder, holds this
 * lock for as long as it has the database open.
 *
 * Decision 100: the kernel decides who holds it. The holder keeps `server.lock` open with an
 * advisory lock on it, which the kernel drops when the process ends, however it ends; so a
 * crash never leaves the folder refused, whatever PID the next process gets (a container
 * restarts its server as PID 1 again). The JSON in the file only names the holder. Where the
 * prebuilt addon does not load, the PID in the file decides, with the process's start time
 * telling a reused PID from the writer.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

type LockInfo = {
  pid: number;
  host: string;
  startedAt: string;
  purpose: string;
  /** Boot and start time of the writing process, where /proc tells them (Linux). */
  processStart?: string;
};

export class DataDirLockedError extends Error {
  /** `isHolderCertain`: the kernel says the holder runs, so deleting the file would not help. */
  constructor(dataDir: string, holder: LockInfo | undefined, lockPath: string, isHolderCertain: boolean) {
    const stop = 'Stop that process first, or set DATA_DIR to another folder.';
    const naming = holder ? ` (${holder.purpose}, pid ${holder.pid} on ${holder.host}, since ${holder.startedAt})` : '';
    super(
      !holder && !isHolderCertain
        ? `The data folder ${dataDir} is locked by ${lockPath}. If you are sure no Stationboard process is running, delete that file.`
        : `The data folder ${dataDir} is in use by another Stationboard process${naming}. ${stop}` +
            (isHolderCertain ? '' : ` If you are sure nothing is running, delete ${lockPath}.`),
    );
    this.name = 'DataDirLockedError';
  }
}

type KernelLocks = { tryLock(fd: number): boolean };

/** fs-native-extensions ships its addon prebuilt for Linux, macOS and Windows on x64 and arm64. */
function loadKernelLocks(): KernelLocks | undefined {
  try {
    return createRequire(import.meta.url)('fs-native-extensions') as KernelLocks;
  } catch {
    return undefined;
  }
}

const kernelLocks = loadKernelLocks();

/** How a holder is recognised: the kernel's lock, or (without the addon) the process in the file. */
export type LockMechanism = 'kernel' | 'process';
export const LOCK_MECHANISM: LockMechanism = kernelLocks ? 'kernel' : 'process';

function readLock(lockPath: string): LockInfo | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockInfo;
  } catch {
    return undefined;
  }
}

/** `<boot id>/<start time in clock ticks since boot>` (/proc/<pid>/stat field 22); undefined without /proc. */
function processStartOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    // Field 2, the command, is in parentheses and may hold spaces; field 3 follows the last ')'.
    return `${bootId}/${stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3]}`;
  } catch {
    return undefined;
  }
}

export type DataDirLock = { release(): void };

/** Takes the lock or throws DataDirLockedError. A lock left by a process that ended is taken over. */
export function acquireDataDirLock(dataDir: string, purpose: string, mechanism: LockMechanism = LOCK_MECHANISM): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.resolve(dataDir, LOCK_FILE_NAME);
  const mine: LockInfo = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString(), purpose, processStart: processStartOf(process.pid) };
  return mechanism === 'kernel' && kernelLocks ? acquireKernelLock(kernelLocks, dataDir, lockPath, mine) : acquireProcessLock(dataDir, lockPath, mine);
}

function isSameFile(fd: number, lockPath: string): boolean {
  try {
    const held = fs.fstatSync(fd);
    const named = fs.statSync(lockPath);
    return held.ino === named.ino && held.dev === named.dev;
  } catch {
    return false;
  }
}

/** Removes the file only while it is still the one this process wrote (someone may have replaced it). */
function removeIfMine(lockPath: string, isStillMine: () => boolean): void {
  if (isStillMine() && readLock(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
}

function acquireKernelLock(locks: KernelLocks, dataDir: string, lockPath: string, mine: LockInfo): DataDirLock {
  // Only a holder releasing between our open and our lock makes us go round again.
  for (let attempt = 0; attempt < 10; attempt++) {
    const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT);
    if (!locks.tryLock(fd)) {
      fs.closeSync(fd);
      throw new DataDirLockedError(dataDir, readLock(lockPath), lockPath, true);
    }
    if (!isSameFile(fd, lockPath)) {
      fs.closeSync(fd);
      continue;
    }
    // Whatever an ended process left in the file goes: the kernel says it no longer holds it.
    fs.ftruncateSync(fd);
    fs.writeSync(fd, JSON.stringify(mine), 0);
    return {
      release() {
        // Removed before the lock is let go, so a process waiting on this file sees it replaced.
        removeIfMine(lockPath, () => isSameFile(fd, lockPath));
        fs.closeSync(fd);
      },
    };
  }
  throw new DataDirLockedError(dataDir, readLock(lockPath), lockPath, true);
}

/** Lock files this process holds by the process mechanism: only these name a live holder with our PID. */
const heldHere = new Set<string>();

function isHolderRunning(holder: LockInfo, lockPath: string): boolean {
  // Our own PID: a container restarting the server as PID 1 meets the lock of the PID 1 that crashed.
  if (holder.pid === process.pid) return heldHere.has(lockPath);
  if (holder.host !== os.hostname()) return true; // cannot tell; assume it runs
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The PID runs. Where start times are known, a different one is another process that got the PID.
  const running = processStartOf(holder.pid);
  return !running || !holder.processStart || running === holder.processStart;
}

function acquireProcessLock(dataDir: string, lockPath: string, mine: LockInfo): DataDirLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(mine), { flag: 'wx' });
      heldHere.add(lockPath);
      return {
        release() {
          heldHere.delete(lockPath);
          removeIfMine(lockPath, () => true);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readLock(lockPath);
      if (holder && isHolderRunning(holder, lockPath)) throw new DataDirLockedError(dataDir, holder, lockPath, false);
      if (!holder && attempt > 0) throw new DataDirLockedError(dataDir, undefined, lockPath, false);
      // Stale: its process is gone (killed or crashed). Take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir, readLock(lockPath), lockPath, false);
}
