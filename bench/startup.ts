/**
 * How long a fresh machine waits: PGlite cluster creation with migrations, the demo seed,
 * and the server process from spawn to answering /api/health, on an empty folder (cold) and
 * on an existing one (warm). Prints medians of RUNS runs; these machines are noisy.
 * Then what the server holds at rest with the demo data (issue 26: at most 300 MB resident),
 * after its first start (which seeded) and after a restart: once a browser's first requests
 * are answered and REST_SECONDS have passed, and after a full garbage collection.
 *
 *   npm run bench:startup -w @stationboard/bench -- [runs]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgliteDatabase } from '@stationboard/server/src/db/database.ts';
import { seedDemo } from '@stationboard/server/src/db/seed/seed-demo.ts';
import { startServerProcess, tempDir } from './harness.ts';

const RUNS = Number(process.argv[2] ?? 3);
const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 10);

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

/** What a manager's browser asks first: the app, a sign-in, the current quarter, its floor and its list. */
async function browse(base: string): Promise<void> {
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${url}`, { headers });
    if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
    return res;
  };
  await (await get('/')).arrayBuffer();
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'demo-manager@stationboard.local', password: process.env.DEMO_PASSWORD ?? 'demo1234' }),
  });
  const auth = { authorization: `Bearer ${signIn.headers.get('set-auth-token')}` };
  const quarter = ((await (await get('/api/quarters/active/current', auth)).json()) as { data: { id: string; assignment_date: string } }).data;
  for (let i = 0; i < 3; i++) {
    await (await get(`/api/stations?quarter_id=${quarter.id}&assignment_date=${quarter.assignment_date}`, auth)).arrayBuffer();
    await (await get(`/api/quarters/${quarter.id}/assignments?assignment_date=${quarter.assignment_date}`, auth)).arrayBuffer();
  }
}

/** Resident MB of a server on `dataDir` at rest, and after a full garbage collection. */
async function memoryAtRest(dataDir: string): Promise<{ rest: number; collected: number }> {
  const server = await startServerProcess({ DATA_DIR: dataDir }, { collectable: true });
  try {
    await browse(server.base);
    await new Promise((r) => setTimeout(r, REST_SECONDS * 1000));
    const rest = server.rssMb();
    await server.collectGarbage();
    return { rest, collected: server.rssMb() };
  } finally {
    await server.stop();
  }
}

const fmt = (ms: number) => `${Math.round(ms)} ms`.padStart(9);
const fmtMb = ({ rest, collected }: { rest: number; collected: number }) =>
  `${`${Math.round(rest)} MB`.padStart(9)}   (${Math.round(collected)} MB after a full GC)`;

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

const memoryDir = tempDir();
try {
  const first = await memoryAtRest(memoryDir);
  const again = await memoryAtRest(memoryDir);
  console.log(`Server memory at rest (resident; demo data; ${REST_SECONDS} s after a browser's first requests)`);
  console.log(`  first start (seeded the data)  ${fmtMb(first)}`);
  console.log(`  restart                        ${fmtMb(again)}\n`);
} finally {
  fs.rmSync(memoryDir, { recursive: true, force: true });
}
