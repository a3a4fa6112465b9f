/**
 * Runs a TypeScript module in a worker thread and resolves with the one message it posts:
 * work that would hold the event loop for seconds (parsing a 10 MB spreadsheet) runs there,
 * so other requests keep being answered (decision 105). The server runs its TypeScript
 * through tsx, whose loader a worker thread does not inherit on Node 20, so the worker
 * registers tsx itself before importing the module. The worker ends with its answer.
 */
import { Worker } from 'node:worker_threads';

const TSX_API = import.meta.resolve('tsx/esm/api');

export function runWorker<T>(module: URL, input: unknown): Promise<T> {
  const bootstrap = `import(${JSON.stringify(TSX_API)}).then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); });`;
  const worker = new Worker(bootstrap, { eval: true, workerData: input });
  const answer = new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`worker ${module.pathname} exited with code ${code} before answering`)));
  });
  return answer.finally(() => void worker.terminate());
}
