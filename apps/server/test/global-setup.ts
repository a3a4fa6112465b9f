/**
 * Prepares one migrated database for the whole run, so each test file starts from a copy
 * instead of migrating again: on PGlite a dumped data folder (creating a PGlite cluster
 * takes seconds, loading a dump well under one), on PostgreSQL a template database that
 * each test file clones and drops. The shared server outlives the run, so everything made
 * here, and every database the tests made from the template, is dropped at the end.
 *
 * Builds the server once for the run too, as `npm start` does, for the tests that start the
 * real process (real-server.ts): the projects of one run set up one after another in one
 * process, so the second finds the first's build.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../build.ts';
import { createPgliteDatabase, createPostgresDatabase } from '../src/db/database.ts';
import { databaseUrlFor, TEST_DATABASE_PREFIX } from './postgres-admin.ts';
import { freePort, READY_LINE, serverEnv } from './server-launch.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
    /** The name every PostgreSQL database of this run starts with (dropped at its end). */
    postgresRunPrefix: string;
    /** The folder of the server's build for this run. */
    serverBuild: string;
    /** A data folder the built server has seeded and stopped in (PGlite run), and its outcome file. */
    seededDataDir: { dir: string; outcome: string };
  }
}

/** Inside the server package, where the build's imports resolve (build.ts). */
const SERVER_BUILD = `.test-dist-${process.pid}`;

async function buildOnce(): Promise<string> {
  const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', SERVER_BUILD);
  return fs.existsSync(path.join(out, 'server.js')) ? out : buildServer(SERVER_BUILD);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverBuild = await buildOnce();
  project.provide('serverBuild', serverBuild);
  const removeBuild = () => fs.rmSync(serverBuild, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env.TEST_DB !== 'postgres' || !adminUrl) {
    const client = await PGlite.create();
    const database = createPgliteDatabase(client);
    await database.migrate();
    const dump = await client.dumpDataDir('none');
    await database.close();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stationboard-test-'));
    const file = path.join(dir, 'migrated.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
    project.provide('postgresTemplate', '');
    project.provide('postgresRunPrefix', '');
    const seeded = seedDataFolder(serverBuild, dir, await freePort());
    project.provide('seededDataDir', seeded.paths);
    return async () => {
      seeded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
      removeBuild();
    };
  }

  const runPrefix = `${TEST_DATABASE_PREFIX}${process.pid}_`;
  const template = `${runPrefix}template`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${template}"`);
  await admin.query(`create database "${template}"`);
  const database = createPostgresDatabase(databaseUrlFor(adminUrl, template));
  await database.migrate();
  await database.close();
  project.provide('pgliteSnapshot', '');
  project.provide('postgresTemplate', template);
  project.provide('postgresRunPrefix', runPrefix);
  return async () => {
    // The workers keep the databases their tests emptied for the next test (helper.ts): every
    // database of this run goes here, the template last, as it is each one's source.
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1) and datname <> $2`, [
      runPrefix,
      template,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`drop database if exists "${template}" with (force)`);
    await admin.end();
    removeBuild();
  };
}

/**
 * The tests that stop or kill a running server (real-server.ts `seededDataFolder`) start it on a
 * copy of a data folder the server has already migrated and seeded, instead of paying that first
 * start each time (decision 173); the tests of the first start itself keep a fresh folder. The
 * build's server seeds it here, beside the first test files, and stops as an operator stops it:
 * the outcome file says `ready`, or why not.
 */
function seedDataFolder(serverBuild: string, tempDir: string, port: number): { paths: { dir: string; outcome: string }; stop(): void } {
  const paths = { dir: path.join(tempDir, 'seeded'), outcome: path.join(tempDir, 'seeded.outcome') };
  const child = spawn(process.execPath, [path.join(serverBuild, 'server.js')], {
    cwd: path.dirname(serverBuild),
    env: serverEnv({ PORT: String(port), DATA_DIR: paths.dir }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk;
    if (output.includes(READY_LINE)) child.kill('SIGTERM');
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  // A run shorter than the seeding stops it before it exits, and removes its folder: no outcome then.
  let stopped = false;
  child.on('exit', (code) => {
    if (stopped) return;
    const ready = code === 0 && output.includes(READY_LINE);
    fs.writeFileSync(paths.outcome, ready ? 'ready' : `the seeding server exited with ${code}:\n${output}`);
  });
  return {
    paths,
    stop: () => {
      stopped = true;
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
