/**
 * Where the server's log lines go: standard output, without ever blocking the event loop
 * (decision 135). pino's default destination writes synchronously and, when the pipe is full
 * because nobody reads it any more (a supervisor restarted, a check went away), retries
 * forever on the main thread: no timer, no request and no stop signal is handled again.
 * Here a line is handed to Node's asynchronous stream; while more than `maxPendingBytes` wait
 * to be read, lines are dropped and counted, and a reader that has gone (EPIPE) ends the
 * logging, not the server.
 */
import os from 'node:os';
import type { Writable } from 'node:stream';

/** About 20,000 request lines: a pause of a reader survives it, a reader gone costs no more. */
const MAX_PENDING_BYTES = 8 * 1024 * 1024;

const quietened = new WeakSet<Writable>();

/** A stream whose reader may go away must not stop the process with an unhandled 'error'. */
export function ignoreWriteErrors(stream: Writable): void {
  if (quietened.has(stream)) return;
  quietened.add(stream);
  stream.on('error', () => {});
}

export type LogDestination = { write(line: string): void };

export function createLogDestination(stream: Writable = process.stdout, maxPendingBytes = MAX_PENDING_BYTES): LogDestination {
  ignoreWriteErrors(stream);
  let dropped = 0;
  return {
    write(line) {
      if (stream.destroyed || stream.writableLength > maxPendingBytes) {
        dropped++;
        return;
      }
      if (dropped > 0) {
        // In pino's shape (level 40 is warn), so that log tooling reads it like the others.
        stream.write(
          `${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, hostname: os.hostname(), dropped, msg: 'log lines dropped: standard output was not being read' })}\n`,
        );
        dropped = 0;
      }
      stream.write(line);
    },
  };
}
