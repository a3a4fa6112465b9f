/**
 * A queue of one: each task starts when the one before it has settled, whether it succeeded
 * or failed. For work that must not interleave with itself in this process.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}
