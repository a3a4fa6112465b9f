/**
 * Issue 29 (decision 156): the demand of an operating day, per quarter and line, as GET
 * /api/demand/{date} answers it and the quarter-start events judge it (decision 171).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { demandOfDay } from '@stationboard/domain/demand/demand-day';
import { dayPlanQuarters } from '@stationboard/domain/exports/day-plan';
import type { DemandDay } from '@stationboard/domain/schemas/demand';
import type { Db, Tx } from '../db/database.ts';
import * as s from '../db/schema.ts';
import { readCenterClock } from './center-clock.ts';
import { readDemandStandards } from './demand-standards.ts';
import { readRosterSummary } from './roster-summary.ts';

/** The center's assignments on some dates: the station, quarter and date each holds, and whether it is checked in. */
export function readAssignmentsOn(db: Db | Tx, centerId: string, dates: readonly string[]) {
  return db
    .select({
      station_id: s.assignments.stationId,
      quarter_id: s.assignments.quarterId,
      assignment_date: s.assignments.assignmentDate,
      checked_in: s.assignments.checkedIn,
    })
    .from(s.assignments)
    .where(and(eq(s.assignments.fulfillmentCenterId, centerId), inArray(s.assignments.assignmentDate, [...dates])));
}

/**
 * GET /api/demand/{date}: per quarter of the operating day (in the day's order) and line, the
 * volume, required heads, and who is planned, expected (planned × the quarter's forecast show
 * rate, decision 154) and checked in, in the quarter's occurrence of the day.
 */
export async function readDemandDay(db: Db, centerId: string, date: string, now: Date): Promise<DemandDay> {
  const clock = await readCenterClock(db, centerId, now);
  const quarters = dayPlanQuarters(clock.quarters, date);
  const [demand, assignments, summary] = await Promise.all([
    readDemandStandards(db, centerId, date),
    readAssignmentsOn(db, centerId, [...new Set(quarters.map((quarter) => quarter.date))]),
    readRosterSummary(db, centerId, clock, date),
  ]);
  const rateOf = new Map(summary.shifts.flatMap((shift) => shift.quarters.map((quarter) => [quarter.quarter_id, quarter.forecast?.rate ?? null] as const)));
  const lines = demandOfDay({
    quarters,
    ...demand,
    assignments,
    showRate: (quarterId) => rateOf.get(quarterId) ?? null,
  });
  return { date, lines };
}
