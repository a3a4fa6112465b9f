/**
 * GET /api/stations against the large center (1000 stations), on embedded PGlite and on
 * PostgreSQL: requests per second, p50 and p99 at 32 connections (autocannon, 10 s), next to
 * the rate of the same SQL executed directly on the driver, printed as a ratio.
 *
 *   npm run bench:stations -w @stationboard/bench   (BENCH_DAYS=365 for a full year of history)
 */
import autocannon from 'autocannon';
import { PgDialect } from 'drizzle-orm/pg-core';
import { localDateTimeInZone } from '@stationboard/domain/quarters/local-time';
import { findFollowingOccurrence } from '@stationboard/domain/quarters/select-quarter';
import { seedLarge } from '@stationboard/server/src/db/seed/seed-large.ts';
import { listQuarters } from '@stationboard/server/src/modules/quarters/quarters.repository.ts';
import { stationsMapSql } from '@stationboard/server/src/modules/stations/stations.repository.ts';
import { figures, forEachEngine, formatFigures, serve, type Figures } from './harness.ts';

const DAYS = Number(process.env.BENCH_DAYS ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;

async function loadApi(url: string, token: string): Promise<Figures & { failures: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 30, headers: { authorization: `Bearer ${token}` } });
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures: result.non2xx + result.errors };
}

/** The same SQL on the driver, from 32 concurrent callers for the same time. */
async function loadSql(execute: () => Promise<unknown>): Promise<Figures> {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await execute();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return figures(latencies, SECONDS);
}

await forEachEngine(async ({ label, database, raw }) => {
  const seedStart = performance.now();
  const { centerId, assignments } = await seedLarge(database.db, { days: DAYS });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const { app, base, token } = await serve(database, centerId, 'VIEW');
  try {
    const quarters = await listQuarters(database.db, centerId);
    const quarter = quarters.find((q) => q.quarter_number === 2)!;
    const date = localDateTimeInZone(new Date()).date;
    const url = `${base}/api/stations?quarter_id=${quarter.id}&assignment_date=${date}`;
    const answer = await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).text();
    const sample = JSON.parse(answer) as { data: { current_assignment: unknown }[] };
    const following = findFollowingOccurrence(quarters, { quarter, date });
    const next = following && { quarterId: following.quarter.id, date: following.date };
    const query = new PgDialect().sqlToQuery(stationsMapSql({ centerId, current: { quarterId: quarter.id, date }, next }));

    await loadApi(url, token); // warm-up, not reported
    const api = await loadApi(url, token);
    const sql = await loadSql(() => raw(query.sql, query.params));
    const staffed = sample.data.filter((st) => st.current_assignment).length;
    console.log(
      `\n${label}: ${sample.data.length} stations (${staffed} staffed), ${assignments} assignments over ${DAYS} days, seeded in ${seedSeconds.toFixed(0)} s`,
    );
    console.log(`  answer               ${(Buffer.byteLength(answer) / 1000).toFixed(0)} kB`);
    console.log(formatFigures('GET /api/stations', api, 'req'));
    console.log(formatFigures('same SQL, direct', sql, 'req'));
    if (api.failures > 0) console.log(`  failed requests: ${api.failures}`);
    console.log(`  API / raw SQL rate   ${(api.rate / sql.rate).toFixed(2)}  (the API also checks the session and role)`);
  } finally {
    await app.close();
  }
});
