/**
 * The last resort of a stop (decision 135): a small process of its own that kills the server
 * at a deadline, whatever holds it. A timer of the server cannot promise that: a blocked event
 * loop never runs it (a synchronous write into a pipe nobody read did, issue 24), and a thread
 * would be ended by the very exit it guards, which on a busy machine took seconds to tear down
 * the server's worker threads. The server tells the watchdog what the stop is waiting for, a
 * line on its standard input each time; the watchdog's line says the last it heard. When the
 * server has exited, the watchdog's standard input ends and so does the watchdog.
 */
import { spawn } from 'node:child_process';
import type net from 'node:net';

const WATCHDOG_SOURCE = `
const fs = require('node:fs');
const [pid, deadline, line] = [Number(process.argv[1]), Number(process.argv[2]), process.argv[3]];
let pending = process.argv[4];
let heard = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  heard += chunk;
  const lines = heard.split('\\n');
  heard = lines.pop();
  if (lines.length > 0) pending = lines[lines.length - 1];
});
process.stdin.on('end', () => process.exit(0));
setTimeout(() => {
  // The kill first: on a starved machine every step here may wait for the CPU. The line
  // follows on the thread pool, so a write that blocks (a full pipe) holds only the watchdog.
  try { process.kill(pid, 'SIGKILL'); } catch {}
  fs.write(2, line.replace('{pending}', pending) + '\\n', () => process.exit(0));
  setTimeout(() => process.exit(0), 200);
}, Math.max(0, deadline - Date.now()));
`;

export type ShutdownWatchdog = {
  /** What the stop is waiting for now, for the line the watchdog writes if it has to act. */
  waitingFor(pending: string): void;
};

/** Unless the server has exited first, after `ms` the watchdog kills the server and writes `line` ({pending} filled in) on standard error. */
export function startShutdownWatchdog(options: { ms: number; line: string; pending: string }): ShutdownWatchdog {
  // A moment on the clock, not a delay: the watchdog may take a while to start on a busy machine.
  const deadline = Date.now() + options.ms;
  const watchdog = spawn(process.execPath, ['-e', WATCHDOG_SOURCE, String(process.pid), String(deadline), options.line, options.pending], {
    stdio: ['pipe', 'ignore', 'inherit'],
    env: {},
  });
  watchdog.on('error', () => {});
  watchdog.stdin.on('error', () => {});
  // Neither the watchdog nor its pipe keeps the server alive: a stop that ends in time ends it.
  watchdog.unref();
  (watchdog.stdin as net.Socket).unref();
  return { waitingFor: (pending) => void watchdog.stdin.write(`${pending.replaceAll('\n', ' ')}\n`) };
}
