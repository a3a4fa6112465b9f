/**
 * Preloaded (`--import`) before the real server by a deadline test: SIGUSR2 keeps the main
 * thread busy for 4 s, so that a SIGTERM sent meanwhile waits to be handled, as it does behind
 * a long synchronous database statement on a starved machine.
 */
process.on('SIGUSR2', () => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 4000);
});
