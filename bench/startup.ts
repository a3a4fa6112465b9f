/**
 * How long a fresh machine waits: PGlite cluster creation with migrations, the demo seed,
 * and the server process from spawn to answering /api/health, on an empty folder (cold) and
 * on an existing one (warm). Prints medians of RUNS runs; these machines are noisy.
 *
 *   npm run bench -- [runs]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgliteDatabase } from '@stationboard/server/src/db/database.ts';
import { seedDemo } from '@stationboard/server/src/db/seed/seed-demo.ts';
import { startServerProcess, tempDir } from './harness.ts';

const RUNS = Number(process.argv[2] ?? 3);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function timeCreateAndMigrate(): Promise<{ create: number; migrate: number; seed: number }> {
  const dir = tempDir();
  try {
    const t0 = performance.now();
    const client = await PGlite.create(path.join(dir, 'pgdata'));
    const t1 = performance.now();
    const database = createPgliteDatabase(client);
    await database.migrate();
    const t2 = performance.now();
    await seedDemo(database.db, { password: 'demo1234', mailDomain: 'stationboard.local' });
    const t3 = performance.now();
    await database.close();
    return { create: t1 - t0, migrate: t2 - t1, seed: t3 - t2 };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Spawn to first healthy answer, then a clean SIGTERM. */
async function timeServerStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startServerProcess({ DATA_DIR: dataDir });
  const elapsed = performance.now() - started;
  await server.stop();
  return elapsed;
}

const fmt = (ms: number) => `${Math.round(ms)} ms`.padStart(9);

const inProcess = [];
for (let i = 0; i < RUNS; i++) inProcess.push(await timeCreateAndMigrate());
const cold: number[] = [];
const warm: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const dir = tempDir();
  try {
    cold.push(await timeServerStart(dir));
    warm.push(await timeServerStart(dir));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`\nStartup (median of ${RUNS} runs, ${os.cpus().length} cores)`);
console.log(`  PGlite cluster creation          ${fmt(median(inProcess.map((r) => r.create)))}`);
console.log(`  migrations on an empty cluster   ${fmt(median(inProcess.map((r) => r.migrate)))}`);
console.log(`  demo seed                        ${fmt(median(inProcess.map((r) => r.seed)))}`);
console.log(`  cold start to serving (spawn)    ${fmt(median(cold))}   (empty DATA_DIR: create, migrate, seed, listen)`);
console.log(`  warm start to serving (spawn)    ${fmt(median(warm))}   (existing DATA_DIR)`);
console.log(`  cold / warm ratio                ${(median(cold) / median(warm)).toFixed(2).padStart(6)}x\n`);
