/**
 * Issue 7: bulk upload of a 20,000-row employee list as .csv and as .xlsx through the real
 * multipart route of a server process started as `npm start` starts it (demo data), on
 * embedded PGlite and on PostgreSQL: seconds to import (a first upload creates everyone, a
 * second one of the same people updates them) and the server process's resident memory, at
 * rest before the upload and at its peak during it (sampled from /proc every 10 ms).
 *
 *   npm run bench:bulk-upload -w @stationboard/bench   (BENCH_ROWS=5000 for a quicker run)
 */
import fs from 'node:fs';
import pg from 'pg';
import * as XLSX from '@e965/xlsx';
import { BULK_UPLOAD_COLUMNS } from '@stationboard/domain/employees/bulk-upload-row';
import { startServerProcess, tempDir, type ServerProcess } from './harness.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const MB = 1024 * 1024;
const HEADER = Object.values(BULK_UPLOAD_COLUMNS);

/** One associate per row, with every column of DESIGN §4 filled; `uidBase` keeps the two files apart. */
function rows(uidBase: number): unknown[][] {
  return Array.from({ length: ROWS }, (_, i) => [uidBase + i, 30_000_000 + uidBase + i, `Person${i}, Bench`, 1000 + (i % 40), `bench${uidBase + i}`, '2024-01-15', i % 25 === 0 ? 'Terminated' : 'Active']);
}

function csvFile(uidBase: number): Buffer {
  const quote = (value: unknown) => (typeof value === 'string' && value.includes(',') ? `"${value}"` : String(value));
  return Buffer.from([HEADER, ...rows(uidBase)].map((row) => row.map(quote).join(',')).join('\n'));
}

function xlsxFile(uidBase: number): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...rows(uidBase)]), 'Employees');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

function residentBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({ email: 'demo-manager@stationboard.local', password: 'demo1234' }),
  });
  const token = response.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-in failed: ${response.status}`);
  return token;
}

/** Uploads one file and samples the server's resident set every 10 ms until the answer arrives. */
async function timedUpload(server: ServerProcess, token: string, name: string, file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const before = residentBytes(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid))), 10);
  const t0 = performance.now();
  const response = await fetch(`${server.base}/api/employees/bulk-upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const body = (await response.json()) as { data: { created: number; updated: number; skipped: number } | null; error?: string };
  if (!body.data) throw new Error(`${name}: ${response.status} ${body.error}`);
  return { seconds, before, peak, ...body.data };
}

const files = { csv: csvFile(1_000_000), xlsx: xlsxFile(2_000_000) };
console.log(`${ROWS} rows: .csv ${(files.csv.length / MB).toFixed(1)} MB, .xlsx ${(files.xlsx.length / MB).toFixed(1)} MB`);

async function run(label: string, env: Record<string, string>) {
  const server = await startServerProcess(env);
  try {
    const token = await signIn(server);
    console.log(`\n${label}`);
    for (const [kind, file] of Object.entries(files)) {
      for (const pass of ['first upload', 'same file again']) {
        const r = await timedUpload(server, token, `staff.${kind}`, file);
        console.log(
          `  .${kind.padEnd(5)} ${pass.padEnd(16)} ${r.seconds.toFixed(1).padStart(5)} s   created ${String(r.created).padStart(5)}  updated ${String(r.updated).padStart(5)}  skipped ${r.skipped}   server memory ${(r.before / MB).toFixed(0)} MB at rest, ${(r.peak / MB).toFixed(0)} MB peak`,
        );
      }
    }
  } finally {
    await server.stop();
  }
}

const dataDir = tempDir();
try {
  await run('PGlite (embedded)', { DATA_DIR: dataDir });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `stationboard_bench_bulk_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await run('PostgreSQL 127.0.0.1', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
} else {
  console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
