/**
 * The benchmark data set (DESIGN §7, issue 2): one center with 1000 stations, 5000
 * employees and a year of assignment history. Assignments are generated inside the database
 * with generate_series, a month per statement, so the set builds in minutes, not hours. The
 * last 12 weeks and today follow the roster instead (decision 154, seed-roster.ts): shift
 * patterns, exceptions, and check-ins with weekday effects and noise.
 */
import { count, eq, sql } from 'drizzle-orm';
import { addDays } from '@stationboard/domain/quarters/local-time';
import type { Db } from '../database.ts';
import * as s from '../schema.ts';
import { readCenterClock } from '../../floor/center-clock.ts';
import { STANDARD_QUARTERS } from './layout.ts';
import { generateEmployees } from './people.ts';
import { createRandom } from './random.ts';
import { ROSTER_WEEKS, seededPatternOf, seedRosterHistory } from './seed-roster.ts';

export type LargeSeedOptions = {
  stations?: number;
  employees?: number;
  days?: number;
  code?: string;
  now?: Date;
  onProgress?: (step: string) => void;
};

const COLUMNS = 40;
const GAP_X = 110;
const GAP_Y = 100;
const CHUNK_DAYS = 31;

/** Lines 1-4 take the first 88% of the floor in equal parts; the rest are indirect roles. */
function lineOf(index: number, total: number): number | null {
  const lineStations = Math.floor(total * 0.88);
  return index < lineStations ? 1 + Math.floor((index * 4) / lineStations) : null;
}

export async function seedLarge(db: Db, options: LargeSeedOptions = {}): Promise<{ centerId: string; assignments: number }> {
  const stationCount = options.stations ?? 1000;
  const employeeCount = options.employees ?? 5000;
  const days = options.days ?? 365;
  const progress = options.onProgress ?? (() => {});
  if (stationCount > employeeCount) throw new RangeError('The large data set needs at least as many employees as stations');
  const random = createRandom(1000);

  const [center] = await db
    .insert(s.fulfillmentCenters)
    .values({ code: options.code ?? 'BENCH1', name: 'Benchmark Center', location: 'Nowhere, WA' })
    .returning({ id: s.fulfillmentCenters.id });
  const centerId = center!.id;
  const types = await db
    .insert(s.stationTypes)
    .values(['LINE', 'INDIRECT', 'ADDITIONAL_INDIRECTS'].map((name) => ({ fulfillmentCenterId: centerId, name })))
    .returning({ id: s.stationTypes.id, name: s.stationTypes.name });
  const typeId = new Map(types.map((t) => [t.name, t.id]));

  const perLine = new Map<number | null, number>();
  const stationRows = Array.from({ length: stationCount }, (_, i) => {
    const line = lineOf(i, stationCount);
    const n = (perLine.get(line) ?? 0) + 1;
    perLine.set(line, n);
    return {
      fulfillmentCenterId: centerId,
      stationCode: line ? `${line}-${String(n).padStart(3, '0')}` : `IND-${String(n).padStart(3, '0')}`,
      stationTypeId: typeId.get(line ? 'LINE' : 'INDIRECT')!,
      lineNumber: line,
      positionX: 100 + (i % COLUMNS) * GAP_X,
      positionY: 100 + Math.floor(i / COLUMNS) * GAP_Y,
    };
  });
  for (let i = 0; i < stationRows.length; i += 500) await db.insert(s.stations).values(stationRows.slice(i, i + 500));
  await db.insert(s.quarters).values(STANDARD_QUARTERS.map((q) => ({ fulfillmentCenterId: centerId, ...q })));
  const now = options.now ?? new Date();
  const today = (await readCenterClock(db, centerId, now)).operatingDay;
  const first = addDays(today, -(days - 1));
  // The people are on the books from the first day of the history, so the forecast counts them there.
  const since = new Date(`${first}T00:00:00Z`);
  const people = generateEmployees(employeeCount, random, 500000).map((p, i) => ({ ...p, pattern: seededPatternOf(i, stationCount, employeeCount) }));
  const peopleRows: { id: string; name: string }[] = [];
  for (let i = 0; i < people.length; i += 1000) {
    const rows = people.slice(i, i + 1000).map(({ pattern, ...p }) => ({ fulfillmentCenterId: centerId, ...p, ...pattern, createdAt: since }));
    peopleRows.push(...(await db.insert(s.employees).values(rows).returning({ id: s.employees.id, name: s.employees.name })));
  }
  await db.insert(s.tvCenterConfigs).values({ fulfillmentCenterId: centerId, maximumAttendance: stationCount });
  progress(`center, ${stationCount} stations, ${employeeCount} employees written`);

  // The days before the roster's weeks by formula; those weeks and today from the roster.
  const rosterDays = Math.min(days, ROSTER_WEEKS * 7 + 1);
  const formulaDays = days - rosterDays;
  for (let offset = 0; offset < formulaDays; offset += CHUNK_DAYS) {
    const from = addDays(first, offset);
    const to = addDays(first, Math.min(offset + CHUNK_DAYS, formulaDays) - 1);
    // For one quarter and date, station n gets employee (n + shift) mod E: distinct people
    // as long as there are fewer stations than employees. One station in ten stays empty.
    await db.execute(sql`
      with st as (
        select id, row_number() over (order by station_code) - 1 as n
        from stations where fulfillment_center_id = ${centerId}
      ), emp as (
        select id, name, row_number() over (order by employee_uid) - 1 as n
        from employees where fulfillment_center_id = ${centerId}
      ), q as (
        select id, quarter_number as n from quarters where fulfillment_center_id = ${centerId}
      ), d as (
        select day::date as day, (day::date - ${first}::date) as n
        from generate_series(${from}::date, ${to}::date, interval '1 day') as day
      )
      insert into assignments (fulfillment_center_id, station_id, quarter_id, assignment_date, employee_id, employee_name, created_by, checked_in, checked_in_at)
      select ${centerId}, st.id, q.id, d.day, emp.id, emp.name, 'manager', d.day < ${today}::date, case when d.day < ${today}::date then d.day::timestamptz end
      from d cross join q cross join st
      join emp on emp.n = (st.n + q.n * 613 + d.n * 101) % ${employeeCount}
      where (st.n * 7 + d.n + q.n) % 10 <> 0
    `);
    progress(`assignments ${from}..${to} written`);
  }
  const clock = await readCenterClock(db, centerId, now);
  const stationIds = (
    await db.select({ id: s.stations.id }).from(s.stations).where(eq(s.stations.fulfillmentCenterId, centerId)).orderBy(s.stations.stationCode)
  ).map((row) => row.id);
  await seedRosterHistory(db, {
    centerId,
    people: peopleRows.map((row, i) => ({ ...row, pattern: people[i]!.pattern })),
    stationIds,
    quarters: clock.quarters,
    from: addDays(today, -(rosterDays - 1)),
    today,
  });
  progress(`roster and check-ins of the last ${rosterDays} days written`);
  // Fresh statistics for the planner after a bulk load.
  await db.execute(sql`analyze`);
  const [written] = await db.select({ n: count() }).from(s.assignments).where(eq(s.assignments.fulfillmentCenterId, centerId));
  return { centerId, assignments: written?.n ?? 0 };
}
