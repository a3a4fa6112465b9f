/**
 * Issues 7 and 13: bulk upload of the largest list allowed (50,000 rows) as .csv and as .xlsx
 * through the real multipart route of a server process started as `npm start` starts it (demo
 * data), on embedded PGlite and on PostgreSQL: seconds to import (a first upload creates
 * everyone, a second one of the same people updates them), the server process's resident
 * memory (at rest and at its peak, sampled from /proc every 10 ms), and how other users fare
 * meanwhile: GET /api/stations (the floor map's call) sent every 50 ms whatever the answers do
 * (an open loop, so a frozen server shows as slow answers, not as fewer requests), with their
 * p50/p99 while the upload runs and, for comparison, at rest. Then a zip bomb (1 MB declaring
 * 4 KB, unpacking to 1 GB): the answer time for one, and for four at once.
 *
 *   npm run bench:bulk-upload -w @stationboard/bench   (BENCH_ROWS=5000 for a quicker run)
 */
import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { BULK_UPLOAD_COLUMNS } from '@stationboard/domain/employees/bulk-upload-row';
import { MAX_ROWS } from '@stationboard/server/src/modules/employees/bulk-upload/read-spreadsheet.ts';
import { zipWithFalseSizes } from '@stationboard/server/test/zip-bomb.ts';
import { onScratchPostgres, startServerProcess, tempDir, type ServerProcess } from './harness.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? MAX_ROWS);
const TRAFFIC_EVERY_MS = 50;
const MB = 1024 * 1024;
const HEADER = Object.values(BULK_UPLOAD_COLUMNS);

/** One associate per row, with every column of DESIGN §4 filled; `uidBase` keeps the two files apart. */
function rows(uidBase: number): unknown[][] {
  return Array.from({ length: ROWS }, (_, i) => [
    uidBase + i,
    30_000_000 + uidBase + i,
    `Person${i}, Bench`,
    1000 + (i % 40),
    `bench${uidBase + i}`,
    '2024-01-15',
    i % 25 === 0 ? 'Terminated' : 'Active',
  ]);
}

function csvFile(uidBase: number): Buffer {
  const quote = (value: unknown) => (typeof value === 'string' && value.includes(',') ? `"${value}"` : String(value));
  return Buffer.from([HEADER, ...rows(uidBase)].map((row) => row.map(quote).join(',')).join('\n'));
}

function xlsxFile(uidBase: number): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...rows(uidBase)]), 'Employees');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
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

/** Latencies in ms of GET /api/stations sent every 50 ms until `stop` is called. */
function otherRequests(server: ServerProcess, token: string) {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const send = async () => {
    const t0 = performance.now();
    const response = await fetch(`${server.base}/api/stations`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /api/stations: ${response.status}`);
    latencies.push(performance.now() - t0);
  };
  const timer = setInterval(() => pending.push(send()), TRAFFIC_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    return latencies;
  };
}

function latencyFigures(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const slow = sorted.filter((ms) => ms > 250).length;
  return `${String(sorted.length).padStart(4)} other requests: p50 ${at(0.5).toFixed(0).padStart(4)} ms  p99 ${at(0.99).toFixed(0).padStart(5)} ms  max ${(sorted.at(-1) ?? 0).toFixed(0).padStart(5)} ms  over 250 ms ${slow}`;
}

async function post(server: ServerProcess, token: string, name: string, file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const response = await fetch(`${server.base}/api/employees/bulk-upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as { data: { created: number; updated: number; skipped: number } | null; error?: string } };
}

/**
 * Uploads one file while other requests keep coming, and samples the server's resident set
 * every 10 ms until the answer arrives.
 */
async function timedUpload(server: ServerProcess, token: string, name: string, file: Buffer) {
  const before = residentBytes(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid))), 10);
  const stopTraffic = otherRequests(server, token);
  const t0 = performance.now();
  const { status, body } = await post(server, token, name, file);
  const seconds = (performance.now() - t0) / 1000;
  const latencies = await stopTraffic();
  clearInterval(sampler);
  if (!body.data) throw new Error(`${name}: ${status} ${body.error}`);
  return { seconds, before, peak, latencies, ...body.data };
}

async function zipBombAnswers(server: ServerProcess, token: string, bomb: Buffer) {
  const timed = async () => {
    const t0 = performance.now();
    const { status } = await post(server, token, 'bomb.xlsx', bomb);
    if (status !== 400) throw new Error(`zip bomb answered ${status}`);
    return performance.now() - t0;
  };
  const one = await timed();
  const t0 = performance.now();
  const four = await Promise.all([1, 2, 3, 4].map(timed));
  return { one, four, fourWall: performance.now() - t0 };
}

const files = { csv: csvFile(1_000_000), xlsx: xlsxFile(2_000_000) };
const bomb = await zipWithFalseSizes(1024 ** 3);
console.log(
  `${ROWS} rows: .csv ${(files.csv.length / MB).toFixed(1)} MB, .xlsx ${(files.xlsx.length / MB).toFixed(1)} MB; zip bomb ${(bomb.length / MB).toFixed(1)} MB declaring 4 KB, unpacking to 1 GB`,
);

async function run(label: string, env: Record<string, string>) {
  const server = await startServerProcess(env);
  try {
    const token = await signIn(server);
    console.log(`\n${label}`);
    const atRest = async (ms: number) => {
      const stop = otherRequests(server, token);
      await new Promise((resolve) => setTimeout(resolve, ms));
      return stop();
    };
    await atRest(1000); // warms the route up
    console.log(`  no upload, 3 s                   ${latencyFigures(await atRest(3000))}`);
    for (const [kind, file] of Object.entries(files)) {
      for (const pass of ['first upload', 'same file again']) {
        const r = await timedUpload(server, token, `staff.${kind}`, file);
        console.log(
          `  .${kind.padEnd(5)} ${pass.padEnd(16)} ${r.seconds.toFixed(1).padStart(5)} s   created ${String(r.created).padStart(5)}  updated ${String(r.updated).padStart(5)}  skipped ${r.skipped}   server memory ${(r.before / MB).toFixed(0)} MB at rest, ${(r.peak / MB).toFixed(0)} MB peak`,
        );
        console.log(`${' '.repeat(34)}${latencyFigures(r.latencies)}`);
      }
    }
    const z = await zipBombAnswers(server, token, bomb);
    console.log(
      `  zip bomb: one answered in ${z.one.toFixed(0)} ms; four at once in ${z.four.map((ms) => ms.toFixed(0)).join(', ')} ms (all four by ${z.fourWall.toFixed(0)} ms)`,
    );
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

await onScratchPostgres('_bulk', (url) => run('PostgreSQL 127.0.0.1', { DATABASE_URL: url }));
