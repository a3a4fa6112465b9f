/**
 * N employees scanning in through K kiosks at once (issue 5), on PGlite and PostgreSQL:
 * scans per second, p50 and p99, then the invariants checked in the database — no station or
 * person assigned twice in the quarter, checked-in attendance within the maximum.
 *
 *   npm run bench:scan-storm -w @stationboard/bench   (BENCH_EMPLOYEES, BENCH_KIOSKS, BENCH_STATIONS)
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, instantInZone, localDateTimeInZone } from '@stationboard/domain/quarters/local-time';
import { queryRows } from '@stationboard/server/src/db/database.ts';
import * as s from '@stationboard/server/src/db/schema.ts';
import { STANDARD_QUARTERS } from '@stationboard/server/src/db/seed/layout.ts';
import { figures, forEachEngine, formatFigures, serve } from './harness.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 1000);
const KIOSKS = Number(process.env.BENCH_KIOSKS ?? 16);
const STATIONS = Number(process.env.BENCH_STATIONS ?? 600);
const MAXIMUM = Math.round(STATIONS * 0.8);

await forEachEngine(async ({ label, database }) => {
  const { db } = database;
  const [center] = await db.insert(s.fulfillmentCenters).values({ code: 'STORM', name: 'Storm Center' }).returning();
  const centerId = center!.id;
  const [type] = await db.insert(s.stationTypes).values({ fulfillmentCenterId: centerId, name: 'LINE' }).returning();
  await db.insert(s.stations).values(
    Array.from({ length: STATIONS }, (_, i) => ({
      fulfillmentCenterId: centerId,
      stationCode: `${1 + (i % 4)}-${String(i).padStart(4, '0')}`,
      stationTypeId: type!.id,
      lineNumber: 1 + (i % 4),
    })),
  );
  for (let i = 0; i < EMPLOYEES; i += 1000) {
    await db.insert(s.employees).values(
      Array.from({ length: Math.min(1000, EMPLOYEES - i) }, (_, j) => ({
        fulfillmentCenterId: centerId,
        name: `Associate ${i + j}`,
        employeeId: `scan${i + j}`,
      })),
    );
  }
  await db.insert(s.quarters).values(STANDARD_QUARTERS.map((q) => ({ fulfillmentCenterId: centerId, ...q })));
  await db.insert(s.tvCenterConfigs).values({ fulfillmentCenterId: centerId, maximumAttendance: MAXIMUM });
  await db.execute(sql`analyze`);
  // The server's clock at 08:00 today in the center's zone, inside Q1: a scan never goes into a
  // quarter over for more than 30 minutes (decision 136), whatever the hour the bench runs.
  const today = localDateTimeInZone(new Date(), DEFAULT_TIME_ZONE).date;
  const inQ1 = instantInZone(today, 8 * 60, DEFAULT_TIME_ZONE);
  const { app, base, token, origin } = await serve(database, centerId, 'VIEW', { clock: () => inQ1 });
  try {
    // Every tenth badge is scanned by three kiosks at the same moment.
    const queue = Array.from({ length: EMPLOYEES }, (_, i) => `scan${i}`).flatMap((v, i) => (i % 10 === 0 ? [v, v, v] : [v]));
    const scans = queue.length;
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: KIOSKS }, async () => {
        for (let value = queue.shift(); value; value = queue.shift()) {
          const t0 = performance.now();
          const res = await fetch(`${base}/api/stations/tv-badge-scan`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin },
            body: JSON.stringify({ employee_id: value, quarter_number: 1 }),
          });
          await res.arrayBuffer();
          latencies.push(performance.now() - t0);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const [q1] = await db
      .select()
      .from(s.quarters)
      .where(and(eq(s.quarters.fulfillmentCenterId, centerId), eq(s.quarters.quarterNumber, 1)));
    const twice = async (column: 'station_id' | 'employee_id') =>
      (await queryRows(db, sql`select 1 from assignments where quarter_id = ${q1!.id} group by ${sql.raw(column)} having count(*) > 1`)).length;
    const [checkedIn] = await db
      .select({ n: count() })
      .from(s.assignments)
      .where(and(eq(s.assignments.quarterId, q1!.id), eq(s.assignments.checkedIn, true)));
    const stationsTwice = await twice('station_id');
    const peopleTwice = await twice('employee_id');
    const holds = stationsTwice === 0 && peopleTwice === 0 && checkedIn!.n <= MAXIMUM;

    console.log(`\n${label}: ${scans} scans of ${EMPLOYEES} employees through ${KIOSKS} kiosks, ${STATIONS} stations, maximum attendance ${MAXIMUM}`);
    console.log(formatFigures('badge scans', figures(latencies, seconds), 'scan'));
    console.log(`  answers              ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}`);
    console.log(`  checked in           ${checkedIn!.n} of maximum ${MAXIMUM}`);
    console.log(`  invariants           ${holds ? 'hold' : 'BROKEN'}: stations assigned twice ${stationsTwice}, people assigned twice ${peopleTwice}`);
    if (!holds) process.exitCode = 1;
  } finally {
    await app.close();
  }
});
