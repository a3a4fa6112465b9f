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
