/**
 * The embedded PostgreSQL cluster in a folder, opened as the server runs it (decision 142):
 * what it costs in memory is most of what the server costs.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's shared buffers live in PGlite's WASM heap, which is zeroed at start and never
 * shrinks: at PostgreSQL's default of 128 MB they were a quarter of the server at rest.
 * Pages beyond these come from the operating system's file cache.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

const START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/**
 * Run by a process of its own: creating a cluster (initdb, a second WASM instance, the
 * cluster copied through memory) leaves about 100 MB of freed memory that the process that
 * did it keeps for its whole life.
 */
const CREATE_CLUSTER_SOURCE = `
const { PGlite } = require(${JSON.stringify(createRequire(import.meta.url).resolve('@electric-sql/pglite'))});
PGlite.create(process.argv[1]).then((cluster) => cluster.close());
`;

/** Opens the cluster in `dataPath`, creating it first when the folder holds none. */
export async function openPgliteCluster(dataPath: string): Promise<PGlite> {
  if (!fs.existsSync(path.join(dataPath, 'PG_VERSION'))) {
    await promisify(execFile)(process.execPath, ['-e', CREATE_CLUSTER_SOURCE, dataPath]);
  }
  return PGlite.create(dataPath, { startParams: START_PARAMS });
}
