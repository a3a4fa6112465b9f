/**
 * Issue 6: every dashboard and quarter-view call against the large center (1000 stations,
 * 5000 employees, a year of assignment history by default), on embedded PGlite and on
 * PostgreSQL: p50 and p99 per endpoint, 200 requests from 8 connections (autocannon). A fixed
 * number of requests, not a duration, so none is still running when the database closes. The
 * routes that keep an answer until the data changes (decision 164) answer most of those from
 * what they kept; "built" is the answer made afresh: the median of 20 requests one at a time,
 * each with a URL of its own (an extra query parameter the route ignores), so none is kept.
 *
 *   npm run bench:dashboard -w @stationboard/bench   (BENCH_DAYS=30 for a quicker run)
 */
import autocannon from 'autocannon';
import { localDateTimeInZone, weekBounds } from '@stationboard/domain/quarters/local-time';
import { seedLarge } from '@stationboard/server/src/db/seed/seed-large.ts';
import { listQuarters } from '@stationboard/server/src/modules/quarters/quarters.repository.ts';
import { forEachEngine, serve } from './harness.ts';

const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONNECTIONS = 8;

await forEachEngine(async ({ label, database }) => {
  const seedStart = performance.now();
  const { centerId, assignments } = await seedLarge(database.db, { days: DAYS });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const { app, base, token } = await serve(database, centerId, 'MANAGER');
  try {
    const quarter = (await listQuarters(database.db, centerId)).find((q) => q.quarter_number === 2)!;
    const date = localDateTimeInZone(new Date()).date;
    const week = weekBounds(date);
    const endpoints: [string, string][] = [
      ['quarters list', `/api/quarters?fulfillment_center_id=${centerId}`],
      ['current quarter', `/api/quarters/active/current`],
      ['one quarter', `/api/quarters/${quarter.id}`],
      ['quarter stats', `/api/quarters/${quarter.id}/stats?assignment_date=${date}`],
      ['quarter assignments', `/api/quarters/${quarter.id}/assignments?assignment_date=${date}&limit=1000`],
      ['indirect hours (week)', `/api/employees/indirect-assignment-stats?start_date=${week.start}&end_date=${week.end}`],
      ['missing assignments', `/api/employees/missing-assignments?assignment_date=${date}&current_quarter_id=${quarter.id}`],
      ['not checked in', `/api/employees/unchecked-in?assignment_date=${date}&quarter_number=2`],
      ['schedule', `/api/quarters/schedule/${centerId}`],
      ['schedule issues', `/api/quarters/schedule/${centerId}/issues`],
    ];
    console.log(`\n${label}: 1000 stations, 5000 employees, ${assignments} assignments over ${DAYS} days, seeded in ${seedSeconds.toFixed(0)} s`);
    // autocannon ends a fixed-amount run on its one-second tick, so a rate would be meaningless here.
    console.log(`  ${'endpoint'.padEnd(24)} ${'p50'.padStart(8)}   ${'p99'.padStart(8)}   ${'built'.padStart(8)}`);
    for (const [name, path] of endpoints) {
      const options = { url: `${base}${path}`, connections: CONNECTIONS, timeout: 30, headers: { authorization: `Bearer ${token}` } };
      await autocannon({ ...options, amount: CONNECTIONS * 2 }); // warm-up, not reported
      const result = await autocannon({ ...options, amount: REQUESTS });
      const failures = result.non2xx + result.errors;
      const built: number[] = [];
      for (let i = 0; i < 20; i++) {
        const t0 = performance.now();
        const response = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}bench_built=${i}`, { headers: options.headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        built.push(performance.now() - t0);
      }
      const builtMedian = built.sort((a, b) => a - b)[10]!;
      console.log(
        `  ${name.padEnd(24)} ${`${result.latency.p50} ms`.padStart(8)}   ${`${result.latency.p99} ms`.padStart(8)}   ${`${builtMedian.toFixed(0)} ms`.padStart(8)}${failures ? `   ${failures} failed` : ''}`,
      );
    }
  } finally {
    await app.close();
  }
});
