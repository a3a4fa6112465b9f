/**
 * Preloaded (`--import`) before the real server by the watchdog test: right after a stop
 * signal, once the server's own handler has begun the stop, the main thread blocks for good,
 * as pino's synchronous write into a full pipe did (issue 24). No timer of it runs again.
 */
process.on('SIGTERM', () => {
  queueMicrotask(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0));
});
