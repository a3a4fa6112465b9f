/**
 * The last resort of a stop (decision 135): a thread of its own that kills the process at a
 * deadline even when the main thread can no longer run a timer, because something blocks its
 * event loop (a synchronous write into a pipe nobody reads did, issue 24). The main thread
 * tells it what the stop is still waiting for; the watchdog's line says the last it heard.
 */
import { Worker } from 'node:worker_threads';

// Plain JavaScript evaluated in the thread, so that it needs no loader (tsx is not handed to
// worker threads on Node 20). The line goes out on the thread pool: a write that blocks there
// does not hold the kill, which follows 200 ms later whatever became of it.
const WATCHDOG_SOURCE = `
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
let pending = workerData.pending;
parentPort.on('message', (message) => { pending = message; });
setTimeout(() => {
  const kill = () => process.kill(workerData.pid, 'SIGKILL');
  fs.write(2, workerData.line.replace('{pending}', pending) + '\\n', kill);
  setTimeout(kill, 200);
}, workerData.ms);
`;

export type ShutdownWatchdog = {
  /** What the stop is waiting for now, for the line the watchdog writes if it has to act. */
  waitingFor(pending: string): void;
};

/** Starts the thread; unless the process has ended first, it writes `line` and sends SIGKILL after `ms`. */
export function startShutdownWatchdog(options: { ms: number; line: string; pending: string }): ShutdownWatchdog {
  const worker = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    execArgv: [],
    workerData: { pid: process.pid, ms: options.ms, line: options.line, pending: options.pending },
  });
  // The watchdog never keeps the process alive: a stop that ends in time ends the thread with it.
  worker.unref();
  return { waitingFor: (pending) => worker.postMessage(pending) };
}
