/**
 * Preloaded (`--import`) before the real server by the crash test: rewrites the lock that the
 * killed server left in DATA_DIR so that it names this process's own PID, as a container that
 * restarts its server as PID 1 finds the lock of the PID 1 that crashed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCK_FILE_NAME } from '../src/db/data-dir-lock.ts';

const lockPath = path.join(process.env.DATA_DIR!, LOCK_FILE_NAME);
fs.writeFileSync(lockPath, JSON.stringify({ ...JSON.parse(fs.readFileSync(lockPath, 'utf8')), pid: process.pid }));
process.stdout.write(`the lock names this process (pid ${process.pid})\n`);
