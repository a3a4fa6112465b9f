/**
 * What the browser benches (map-render, plan-grid) run inside the page to time frames, and how
 * they sum them up. In-page code is given as text: tsx's transform wraps named functions in a
 * helper that does not exist inside the browser.
 */

/**
 * Installed before the app loads: notes (in window.__bench) the first frame in which `seen`, an
 * expression, holds, and the frame after it, by when what it found has been painted.
 */
export const watchFor = (seen: string) => `(() => {
  const state = { seenAt: null, paintedAt: null };
  window.__bench = state;
  function tick() {
    if (state.seenAt !== null) {
      state.paintedAt = performance.now();
      return;
    }
    if (${seen}) state.seenAt = performance.now();
    requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
})()`;

/** Writes down every frame's interval until window.__pan.stop(). */
export const RECORD_FRAMES = `(() => {
  const deltas = [];
  let last = performance.now();
  let running = true;
  function frame(now) {
    deltas.push(now - last);
    last = now;
    if (running) requestAnimationFrame(frame);
  }
  requestAnimationFrame((now) => {
    last = now;
    requestAnimationFrame(frame);
  });
  window.__pan = { deltas, stop: () => { running = false; } };
})()`;

/** The frame intervals recorded since RECORD_FRAMES, the first (a partial frame) left out; stops recording. */
export const STOP_FRAMES = `(() => {
  window.__pan.stop();
  return window.__pan.deltas.slice(1);
})()`;

/** The value at quantile `q` (0.5: the median) of `values`, by the nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
