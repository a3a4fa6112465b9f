/**
 * GET /api/stations against the large center (1000 stations), on embedded PGlite and on
 * PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server): requests per
 * second, p50 and p99 latency at 32 connections (autocannon, 10 s), next to the rate of the
 * same SQL executed directly on the driver, printed as a ratio.
 *
 *   npm run bench:stations -w @stationboard/bench            (BENCH_DAYS=365 for a full year)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { localDateTimeInZone } from '@stationboard/domain/quarters/local-time';
import { findFollowingQuarter } from '@stationboard/domain/quarters/select-quarter';
import { buildApp } from '@stationboard/server/src/app.ts';
import { loadConfig } from '@stationboard/server/src/config.ts';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '@stationboard/server/src/db/database.ts';
import { seedLarge } from '@stationboard/server/src/db/seed/seed-large.ts';
import { createAccount } from '@stationboard/server/src/modules/auth/create-account.ts';
import { listQuarters } from '@stationboard/server/src/modules/quarters/quarters.repository.ts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { stationsMapSql } from '@stationboard/server/src/modules/stations/stations.repository.ts';

const DAYS = Number(process.env.BENCH_DAYS ?? 30);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;

type Figures = { rps: number; p50: number; p99: number; failures?: string };

async function runAutocannon(url: string, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, timeout: 30 });
  const failures = result.non2xx + result.errors > 0 ? `${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} time-outs)` : undefined;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures };
}

/** The same SQL, on the driver, from 32 concurrent callers for the same duration. */
async function runRawSql(execute: () => Promise<unknown>): Promise<Figures> {
  const latencies: number[] = [];
  const deadline = performance.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await execute();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { rps: latencies.length / DURATION_S, p50: at(0.5), p99: at(0.99) };
}

async function bench(label: string, database: Database, raw: (text: string, params: unknown[]) => Promise<unknown>) {
  await database.migrate();
  const seedStart = performance.now();
  const { centerId, assignments } = await seedLarge(database.db, { days: DAYS });
  const seedMs = performance.now() - seedStart;
  await createAccount(database.db, { employeeId: 'bench-view', password: 'bench-password', role: 'VIEW', centerId, mailDomain: 'stationboard.local' });

  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '3999' });
  const app = await buildApp({ config, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.appOrigin },
      body: JSON.stringify({ email: 'bench-view@stationboard.local', password: 'bench-password' }),
    });
    const token = signIn.headers.get('set-auth-token')!;
    const quarters = await listQuarters(database.db, centerId);
    const quarter = quarters.find((q) => q.quarter_number === 2)!;
    const date = localDateTimeInZone(new Date()).date;
    const url = `${base}/api/stations?quarter_id=${quarter.id}&assignment_date=${date}`;
    const check = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { current_assignment: unknown }[] };
    const staffed = check.data.filter((st) => st.current_assignment).length;

    const query = new PgDialect().sqlToQuery(stationsMapSql({ centerId, quarterId: quarter.id, nextQuarterId: findFollowingQuarter(quarters, quarter)?.id ?? null, date }));
    await raw(query.sql, query.params); // warm
    await runAutocannon(url, { authorization: `Bearer ${token}` }); // warm-up run, not reported
    const api = await runAutocannon(url, { authorization: `Bearer ${token}` });
    const sqlOnly = await runRawSql(() => raw(query.sql, query.params));
    console.log(`\n${label}: ${check.data.length} stations (${staffed} staffed), ${assignments} assignments over ${DAYS} days, seeded in ${Math.round(seedMs / 1000)} s`);
    console.log(`  GET /api/stations  ${api.rps.toFixed(0).padStart(6)} req/s   p50 ${api.p50.toFixed(1).padStart(6)} ms   p99 ${api.p99.toFixed(1).padStart(6)} ms`);
    console.log(`  same SQL, direct   ${sqlOnly.rps.toFixed(0).padStart(6)} req/s   p50 ${sqlOnly.p50.toFixed(1).padStart(6)} ms   p99 ${sqlOnly.p99.toFixed(1).padStart(6)} ms`);
    if (api.failures) console.log(`  failed requests:   ${api.failures}`);
    console.log(`  API / raw SQL rate ${(api.rps / sqlOnly.rps).toFixed(2)}  (the API also checks the session and role, and serialises the JSON)`);
  } finally {
    await app.close();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-bench-stations-'));
try {
  const client = await PGlite.create(path.join(dir, 'pgdata'));
  const database = createPgliteDatabase(client);
  await bench('PGlite (embedded)', database, (text, params) => client.query(text, params as unknown[]));
  await database.close();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `stationboard_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  const database = createPostgresDatabase(url.toString());
  try {
    await bench('PostgreSQL 127.0.0.1', database, (text, params) => pool.query(text, params as unknown[]));
  } finally {
    await pool.end();
    await database.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
} else {
  console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
