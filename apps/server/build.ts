/**
 * The server's production build (decision 142): esbuild bundles the server's TypeScript and
 * the domain's into plain JavaScript that Node runs without a TypeScript loader. Packages
 * from node_modules are not bundled, only imported: PGlite finds its WASM beside its own
 * module, and native addons load where npm put them. So the output must sit inside this
 * package, where those imports resolve: `dist` unless told.
 *
 *   tsx build.ts [outdir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const SERVER_FOLDER = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every module Node starts by path. The server and the operator CLI, and each module that
 * run-worker.ts starts in a worker thread: it looks for them beside the bundle, by name.
 */
const ENTRY_POINTS = ['src/server.ts', 'src/cli.ts', 'src/modules/employees/bulk-upload/read-sheet-worker.ts', 'src/modules/plan/auto-plan-worker.ts'];

/** Builds into `outdir` (relative to this package), emptied first; answers its absolute path. */
export async function buildServer(outdir = 'dist'): Promise<string> {
  const out = path.resolve(SERVER_FOLDER, outdir);
  if (path.relative(SERVER_FOLDER, out).startsWith('..')) throw new Error(`the build's folder must be inside ${SERVER_FOLDER}: ${out} is not`);
  fs.rmSync(out, { recursive: true, force: true });
  await build({
    absWorkingDir: SERVER_FOLDER,
    entryPoints: ENTRY_POINTS,
    entryNames: '[name]',
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    // Our own workspace package is TypeScript source: bundled, not imported.
    alias: { '@stationboard/domain': path.resolve(SERVER_FOLDER, '../../packages/domain/src') },
    // Error names reach the logs (err.type) and must not become "AppError2".
    keepNames: true,
    // Linked, not loaded: NODE_OPTIONS=--enable-source-maps turns stack traces into source lines.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer(process.argv[2]);
