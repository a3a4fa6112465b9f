/**
 * How a stop is timed (decisions 110 and 135); the limit is 10 s from the signal (issues 13
 * and 24). The margins below the limit are for a machine so busy that a timer fires late and
 * a process takes a while to die: in the 20-round stop test on a 2-core machine at a load of
 * 16, a kill at 9 s was seen 10.5 s after the signal.
 */

/** Requests in flight may finish for this long; then every connection is cut. */
export const SHUTDOWN_GRACE_MS = 5000;
/** The main thread exits 1 by then, naming what the stop still waited for. */
export const SHUTDOWN_DEADLINE_MS = 8000;
/** If the main thread could not (it is blocked, or busy past the deadline), another thread kills the process. */
export const WATCHDOG_MS = 8500;

export const seconds = (ms: number) => `${ms / 1000} s`;

const HEARTBEAT_MS = 100;

/**
 * A signal waits while the main thread is busy in a long synchronous step (a PGlite statement
 * on a starved machine took seconds), and the next turn of the event loop may run its timers
 * before it. The stop's clock therefore starts when the loop stopped running, if it has only
 * just run again: at or before the signal, so the limit holds from the signal and not from
 * when it was handled. Answers how long ago that was.
 */
export function watchEventLoop(): () => number {
  let lastRan = Date.now();
  let lastStall = { from: lastRan, to: lastRan };
  setInterval(() => {
    const now = Date.now();
    if (now - lastRan > 2 * HEARTBEAT_MS) lastStall = { from: lastRan, to: now };
    lastRan = now;
  }, HEARTBEAT_MS).unref();
  return () => {
    const now = Date.now();
    const isStallJustOver = now - lastStall.to <= 2 * HEARTBEAT_MS;
    return now - (isStallJustOver ? lastStall.from : lastRan);
  };
}
