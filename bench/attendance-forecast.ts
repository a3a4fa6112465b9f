/**
 * Decision 154: backtests the attendance forecast on the large center's seeded history (12 weeks
 * of roster and check-ins with weekday effects and noise, seed-roster.ts). Each of the last four
 * weeks' days, every quarter is forecast as the product does on that morning (the summary the
 * dashboard reads, with the clock on that day), then compared with who checked in. Beside it,
 * the naive forecast "same as last week": the quarter's check-ins a week before; and last week's
 * rate on this week's roster. Prints the mean absolute error per quarter in people and in
 * percent of the check-ins (the sum of the errors over the sum of the check-ins).
 *
 *   npm run bench:attendance-forecast -w @stationboard/bench
 *   (BENCH_STATIONS=1000 BENCH_EMPLOYEES=5000 by default)
 */
import { addDays, instantInZone } from '@stationboard/domain/quarters/local-time';
import { seedLarge } from '@stationboard/server/src/db/seed/seed-large.ts';
import { ROSTER_WEEKS } from '@stationboard/server/src/db/seed/seed-roster.ts';
import { readCenterClock } from '@stationboard/server/src/floor/center-clock.ts';
import { readRosterSummary } from '@stationboard/server/src/floor/roster-summary.ts';
import { FORECAST_WEEKS } from '@stationboard/domain/roster/attendance-forecast';
import { forEachEngine } from './harness.ts';

const STATIONS = Number(process.env.BENCH_STATIONS ?? 1000);
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 5000);
/** The days with a full eight weeks of seeded history before them. */
const TEST_DAYS = (ROSTER_WEEKS - FORECAST_WEEKS) * 7;

type Errors = { forecast: number; sameCount: number; lastRate: number; actual: number; n: number };

await forEachEngine(async ({ label, database }) => {
  const { db } = database;
  const seedStart = performance.now();
  const { centerId } = await seedLarge(db, { stations: STATIONS, employees: EMPLOYEES, days: ROSTER_WEEKS * 7 + 1 });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const clock = await readCenterClock(db, centerId, new Date());
  const summaries = new Map<string, Awaited<ReturnType<typeof readRosterSummary>>>();
  /** A day's figures as they stand now (the day is over). */
  const actualOf = async (day: string) => {
    if (!summaries.has(day)) summaries.set(day, await readRosterSummary(db, centerId, clock, day));
    return summaries.get(day)!;
  };

  const byQuarter = new Map<string, Errors>();
  const add = (key: string, forecast: number, sameCount: number, lastRate: number, actual: number) => {
    const e = byQuarter.get(key) ?? { forecast: 0, sameCount: 0, lastRate: 0, actual: 0, n: 0 };
    e.forecast += Math.abs(forecast - actual);
    e.sameCount += Math.abs(sameCount - actual);
    e.lastRate += Math.abs(lastRate - actual);
    e.actual += actual;
    e.n += 1;
    byQuarter.set(key, e);
  };
  const started = performance.now();
  /** How long the summary with its forecast took, each morning. */
  const timings: number[] = [];
  for (let k = TEST_DAYS; k >= 1; k--) {
    const day = addDays(clock.operatingDay, -k);
    // The morning of that day, after the night before has ended: the forecast the dashboard showed.
    const asked = performance.now();
    const morning = await readRosterSummary(db, centerId, await readCenterClock(db, centerId, instantInZone(day, 5 * 60, clock.timeZone)), day);
    timings.push(performance.now() - asked);
    const [actual, lastWeek] = await Promise.all([actualOf(day), actualOf(addDays(day, -7))]);
    morning.shifts.forEach((shift, s) => {
      const last = lastWeek.shifts[s]!;
      const lastRate = last.rostered ? shift.rostered * (last.checked_in / last.rostered) : 0;
      add(`${shift.shift} shift`, shift.forecast!.expected!, last.checked_in, lastRate, actual.shifts[s]!.checked_in);
      shift.quarters.forEach((quarter, q) => {
        const before = last.quarters[q]!;
        const rate = last.rostered ? before.checked_in / last.rostered : 0;
        add(quarter.quarter_name, quarter.forecast!.expected!, before.checked_in, shift.rostered * rate, actual.shifts[s]!.quarters[q]!.checked_in);
      });
    });
  }
  const load = (await import('node:os')).loadavg().map((n) => n.toFixed(1));
  console.log(`\n${label}: ${STATIONS} stations, ${EMPLOYEES} employees, ${ROSTER_WEEKS} weeks of roster seeded in ${seedSeconds.toFixed(0)} s`);
  console.log(`  ${TEST_DAYS} days backtested in ${((performance.now() - started) / 1000).toFixed(0)} s (load average ${load.join(' ')})`);
  timings.sort((a, b) => a - b);
  console.log(
    `  one summary with its forecast (9 days read): median ${timings[Math.floor(timings.length / 2)]!.toFixed(0)} ms, slowest ${timings.at(-1)!.toFixed(0)} ms`,
  );
  console.log(`  mean absolute error per quarter: people (percent of check-ins)`);
  console.log(
    `  ${'quarter'.padEnd(12)} ${'check-ins'.padStart(9)}   ${'forecast'.padStart(14)}   ${'same as last week'.padStart(17)}   ${"last week's rate".padStart(16)}`,
  );
  const cell = (sum: number, e: Errors, width: number) => `${(sum / e.n).toFixed(1)} (${((100 * sum) / e.actual).toFixed(1)}%)`.padStart(width);
  for (const [key, e] of byQuarter) {
    console.log(
      `  ${key.padEnd(12)} ${(e.actual / e.n).toFixed(0).padStart(9)}   ${cell(e.forecast, e, 14)}   ${cell(e.sameCount, e, 17)}   ${cell(e.lastRate, e, 16)}`,
    );
  }
});
