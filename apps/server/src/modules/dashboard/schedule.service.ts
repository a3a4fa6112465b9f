/**
 * The day at a glance for a center (issue 6): its quarters with today's staffing, and today's
 * problems (decision 138: each names where to fix it). Decision 151: the issues are found in
 * two rounds of queries, the independent ones side by side, and written as JSON text once,
 * without a pass through the response schema (hundreds of people missing later quarters).
 */
import { weekBounds } from '@stationboard/domain/quarters/local-time';
import { hasOccurrenceEnded, occurrenceSpan } from '@stationboard/domain/quarters/occurrence-span';
import { occurrenceOnDay } from '@stationboard/domain/quarters/operating-day';
import { findOverlappingQuarters } from '@stationboard/domain/quarters/overlapping-quarters';
import { selectCurrentQuarter } from '@stationboard/domain/quarters/select-quarter';
import { laterOccurrencesInShift } from '@stationboard/domain/quarters/shift-order';
import { quarterDurationMinutes } from '@stationboard/domain/quarters/time';
import type { ScheduleIssues, ScheduleQuarter, StationInQuarter } from '@stationboard/domain/schemas/dashboard';
import { compareStationCodes } from '@stationboard/domain/stations/station-code';
import type { Db } from '../../db/database.ts';
import { readCenterClock } from '../../floor/center-clock.ts';
import { listIndirectHoursOverLimit, listMissingAssignments } from './dashboard-figures.repository.ts';
import { countAssignmentsByQuarter, listEmptyCriticalStations, listIndirectAssignments } from './schedule.repository.ts';

/** The center's quarters in shift order, each on its date of the operating day (decision 080). */
async function centerDay(db: Db, centerId: string, instant: Date) {
  const clock = await readCenterClock(db, centerId, instant);
  const quarters = clock.quarters.sort((a, b) => a.shift.localeCompare(b.shift) || a.quarter_number - b.quarter_number);
  const days = quarters.map((q) => occurrenceOnDay(q, clock.operatingDay, quarters));
  return { clock, quarters, days };
}

/** The center's quarters in shift order, with the assigned and checked-in counts of each on the operating day. */
export async function scheduleOfDay(db: Db, centerId: string, instant: Date): Promise<ScheduleQuarter[]> {
  const { quarters, days } = await centerDay(db, centerId, instant);
  const byQuarter = new Map((await countAssignmentsByQuarter(db, centerId, days)).map((c) => [c.quarter_id, c]));
  return quarters.map((q) => ({
    ...q,
    duration_minutes: quarterDurationMinutes(q.start_time, q.end_time),
    assigned: byQuarter.get(q.id)?.assigned ?? 0,
    checked_in: byQuarter.get(q.id)?.checked_in ?? 0,
  }));
}

/** Today's problems at the center (`ScheduleIssues`) as JSON text. */
export async function scheduleIssuesJson(db: Db, centerId: string, instant: Date): Promise<string> {
  const { clock, quarters, days } = await centerDay(db, centerId, instant);
  const current = selectCurrentQuarter(quarters, clock.now);
  const week = weekBounds(clock.operatingDay);
  const [empty, overLimit, missing] = await Promise.all([
    listEmptyCriticalStations(db, centerId, days),
    listIndirectHoursOverLimit(db, { centerId, start: week.start, end: week.end, now: clock.now }),
    current ? listMissingAssignments(db, { centerId, current, later: laterOccurrencesInShift(quarters, current) }) : [],
  ]);

  // Where each person over the limit next works an indirect station today: the place to relieve them.
  const ahead = days.filter((o) => !hasOccurrenceEnded(o, clock.now)).sort((a, b) => occurrenceSpan(a).start - occurrenceSpan(b).start);
  const indirect = await listIndirectAssignments(
    db,
    centerId,
    overLimit.map((p) => p.employee_id),
    ahead,
  );
  const held = new Map(indirect.map((a) => [`${a.employee_id}|${a.quarter_id}`, a]));
  const nextIndirect = (employeeId: string): StationInQuarter | null => {
    for (const { quarter, date } of ahead) {
      const station = held.get(`${employeeId}|${quarter.id}`);
      if (station)
        return {
          quarter_id: quarter.id,
          quarter_name: quarter.quarter_name,
          quarter_number: quarter.quarter_number,
          date,
          station_id: station.station_id,
          station_code: station.station_code,
        };
    }
    return null;
  };

  const issues: ScheduleIssues = {
    date: clock.operatingDay,
    empty_critical_stations: days
      .map(({ quarter, date }) => {
        const stations = empty
          .filter((e) => e.quarter_id === quarter.id)
          .map((e) => ({ id: e.station_id, station_code: e.station_code }))
          .sort((a, b) => compareStationCodes(a.station_code, b.station_code));
        return {
          quarter_id: quarter.id,
          quarter_name: quarter.quarter_name,
          quarter_number: quarter.quarter_number,
          date,
          has_ended: hasOccurrenceEnded({ quarter, date }, clock.now),
          station_codes: stations.map((st) => st.station_code),
          stations,
        };
      })
      .filter((q) => q.stations.length > 0),
    missing_future_assignments: missing,
    indirect_over_limit: overLimit.map((person) => ({ ...person, next_indirect: nextIndirect(person.employee_id) })),
    overlapping_quarters: findOverlappingQuarters(quarters).map(([a, b]) => [a.quarter_name, b.quarter_name] as [string, string]),
  };
  return JSON.stringify(issues);
}
