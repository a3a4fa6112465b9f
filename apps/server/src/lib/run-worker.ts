/**
 * Runs a TypeScript module in a worker thread and resolves with the one message it posts:
 * work that would hold the event loop for seconds (parsing a 10 MB spreadsheet) runs there,
 * so other requests keep being answered (decision 105). The worker ends with its answer.
 *
 * Compiled (`npm start`, decision 142), the module runs as the build made it: a bundle of its
 * own beside the server's, under its name (`x-worker.ts` → `x-worker.js`), so each module
 * started here must be an entry point of build.ts. From sources (`npm run dev`, tests) the
 * server runs through tsx, whose loader a worker thread does not inherit on Node 20, so the
 * worker registers tsx itself before importing the module.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const IS_COMPILED = import.meta.url.endsWith('.js');

/**
 * tsx's ESM API, read from its package's exports: Vitest's module runner, which runs the
 * sources in tests, has no `import.meta.resolve`, and tsx's CommonJS build cannot register.
 */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const entry: string = require(manifest).exports['./esm/api'].import.default;
  return pathToFileURL(path.join(path.dirname(manifest), entry)).href;
}

function startWorker(module: URL, workerData: unknown): Worker {
  if (IS_COMPILED) return new Worker(new URL(`./${path.basename(module.pathname, '.ts')}.js`, import.meta.url), { workerData });
  const bootstrap = `import(${JSON.stringify(tsxEsmApi())}).then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

export function runWorker<T>(module: URL, input: unknown): Promise<T> {
  const worker = startWorker(module, input);
  const answer = new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`worker ${module.pathname} exited with code ${code} before answering`)));
  });
  return answer.finally(() => void worker.terminate());
}

/** How long a kept worker waits for another call before it ends (its memory goes with it). */
export const KEPT_WORKER_IDLE_MS = 60_000;

type KeptWorker = { worker: Worker; queue: Promise<unknown>; idle: NodeJS.Timeout | null };
const keptWorkers = new Map<string, KeptWorker>();

function keptWorker(module: URL): KeptWorker {
  const found = keptWorkers.get(module.href);
  if (found) return found;
  const kept: KeptWorker = { worker: startWorker(module, null), queue: Promise.resolve(), idle: null };
  // Never what keeps the process alive.
  kept.worker.unref();
  const forget = () => {
    if (keptWorkers.get(module.href) === kept) keptWorkers.delete(module.href);
    if (kept.idle) clearTimeout(kept.idle);
  };
  kept.worker.once('exit', forget);
  kept.worker.once('error', forget);
  keptWorkers.set(module.href, kept);
  return kept;
}

/**
 * Like runWorker, but the worker stays for the next call, one call at a time, until it has been
 * idle for KEPT_WORKER_IDLE_MS (decision 160): a fresh worker runs its code cold, and a solve that
 * takes 0.1 s warm took 0.6 s in a new one. The module answers each message it receives with one
 * message. A worker that fails or exits is replaced at the next call.
 */
export function runInKeptWorker<T>(module: URL, input: unknown): Promise<T> {
  const kept = keptWorker(module);
  const answer = kept.queue.then(
    () =>
      new Promise<T>((resolve, reject) => {
        if (kept.idle) clearTimeout(kept.idle);
        const { worker } = kept;
        const settle = () => {
          worker.off('message', onMessage);
          worker.off('error', onError);
          worker.off('exit', onExit);
          kept.idle = setTimeout(() => void worker.terminate(), KEPT_WORKER_IDLE_MS).unref();
        };
        const onMessage = (message: T) => {
          settle();
          resolve(message);
        };
        const onError = (error: Error) => {
          settle();
          reject(error);
        };
        const onExit = (code: number) => {
          settle();
          reject(new Error(`worker ${module.pathname} exited with code ${code} before answering`));
        };
        worker.on('message', onMessage);
        worker.once('error', onError);
        worker.once('exit', onExit);
        worker.postMessage(input);
      }),
  );
  kept.queue = answer.catch(() => undefined);
  return answer;
}
