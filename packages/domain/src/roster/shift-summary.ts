/**
 * Issue 28 (decision 154): per shift of an operating day, who is rostered, planned (assigned)
 * and checked in, who is rostered but not planned, and the attendance forecast, per shift and
 * per quarter. A shift of a date runs its quarters from its first one on that operating day,
 * across midnight (decision 080): the night that starts Monday has its 02:15 quarter dated
 * Tuesday, and it is still Monday's night. The server reads the rows; this file counts.
 */
import { laterOccurrencesInShift } from '../quarters/shift-order.ts';
import { occurrenceOnDay, type Occurrence } from '../quarters/operating-day.ts';
import type { QuarterTiming } from '../quarters/select-quarter.ts';
import { forecastAttendance, forecastHistoryDates, type AttendanceForecast } from './attendance-forecast.ts';
import { rosterOf, type RosterException, type RosterPerson } from './roster.ts';
import type { Shift } from './shift-pattern-presets.ts';

/** A quarter's shift as stored (spec 2: Day FHD-BHD, Night FHN-BHN) as the roster's shift. */
export function rosterShiftOf(quarterShift: string): Shift {
  return quarterShift === 'back_half_day' ? 'night' : 'day';
}

export type SummaryQuarter = QuarterTiming & { shift: string };

/** A person as the summary reads them: `known_from` is the first date the center had them (history before it does not roster them). */
export type SummaryPerson = RosterPerson & { name: string; employee_id: string | null; known_from: string };

/** One assignment: the date it carries, its quarter, the person and whether they checked in. */
export type SummaryAssignment = { date: string; quarter_id: string; employee_id: string; checked_in: boolean };

export type QuarterSummary = {
  quarter_id: string;
  quarter_name: string;
  quarter_number: number;
  /** The date the quarter runs on for this operating day (the next one after midnight on a night shift). */
  date: string;
  planned: number;
  checked_in: number;
  forecast: AttendanceForecast | null;
};

export type ShiftSummary = {
  shift: Shift;
  rostered: number;
  /** People with at least one assignment in the shift. */
  planned: number;
  /** People checked in to at least one quarter of the shift. */
  checked_in: number;
  rostered_not_planned: { id: string; name: string; employee_id: string | null }[];
  forecast: AttendanceForecast | null;
  quarters: QuarterSummary[];
};

/** The quarters of `shift` in order, each on the date it runs for operating day `day`. */
export function shiftOccurrences<Q extends SummaryQuarter>(quarters: readonly Q[], shift: Shift, day: string): Occurrence<Q>[] {
  const first = quarters.filter((q) => rosterShiftOf(q.shift) === shift).sort((a, b) => a.quarter_number - b.quarter_number)[0];
  if (!first) return [];
  const start = occurrenceOnDay(first, day, quarters);
  return [start, ...laterOccurrencesInShift(quarters, start)];
}

/** The operating days a summary of `day` reads: the day itself and, from today on, the earlier weeks its forecast draws on. */
export function summaryDays(day: string, today: string): string[] {
  return day >= today ? [day, ...forecastHistoryDates(day, today)] : [day];
}

/** The dates assignments of those operating days carry (a night shift reaches into the next date). */
export function summaryAssignmentDates(quarters: readonly SummaryQuarter[], days: readonly string[]): string[] {
  const dates = days.flatMap((day) => (['day', 'night'] as const).flatMap((shift) => shiftOccurrences(quarters, shift, day).map((o) => o.date)));
  return [...new Set(dates)].sort();
}

type Input = {
  quarters: readonly SummaryQuarter[];
  people: readonly SummaryPerson[];
  exceptions: readonly RosterException[];
  assignments: readonly SummaryAssignment[];
  day: string;
  today: string;
};

/** Who was rostered on an earlier (or this) day: the rule of today, for the people the center had by then. */
export function rosterIdsOn(people: readonly SummaryPerson[], exceptions: readonly RosterException[], day: string, shift: Shift): Set<string> {
  const known = people.filter((person) => person.known_from <= day);
  return new Set(
    rosterOf(known, exceptions, day, shift)
      .filter((entry) => entry.on_roster)
      .map((entry) => entry.person.id),
  );
}

/** The summary of every shift that has quarters, day first; a forecast from today on. */
export function summarizeShifts({ quarters, people, exceptions, assignments, day, today }: Input): ShiftSummary[] {
  const byOccurrence = new Map<string, SummaryAssignment[]>();
  for (const a of assignments) {
    const key = `${a.quarter_id}|${a.date}`;
    const list = byOccurrence.get(key);
    if (list) list.push(a);
    else byOccurrence.set(key, [a]);
  }
  const at = (o: Occurrence<SummaryQuarter>) => byOccurrence.get(`${o.quarter.id}|${o.date}`) ?? [];
  const history = day >= today ? forecastHistoryDates(day, today) : [];

  return (['day', 'night'] as const).flatMap((shift): ShiftSummary[] => {
    const occurrences = shiftOccurrences(quarters, shift, day);
    if (occurrences.length === 0) return [];
    const rostered = rosterIdsOn(people, exceptions, day, shift);
    const planned = new Set(occurrences.flatMap((o) => at(o).map((a) => a.employee_id)));
    const checkedIn = new Set(
      occurrences.flatMap((o) =>
        at(o)
          .filter((a) => a.checked_in)
          .map((a) => a.employee_id),
      ),
    );
    // The same shift on each earlier week: its roster, and per quarter (and in all) who of them checked in.
    const weeks = history.map((date) => {
      const roster = rosterIdsOn(people, exceptions, date, shift);
      const shows = shiftOccurrences(quarters, shift, date).map(
        (o) => new Set(at(o).flatMap((a) => (a.checked_in && roster.has(a.employee_id) ? [a.employee_id] : []))),
      );
      return { date, rostered: roster.size, shows };
    });
    const forecastOf = (checkedInOf: (week: (typeof weeks)[number]) => number) =>
      day >= today
        ? forecastAttendance(
            weeks.map((week) => ({ date: week.date, rostered: week.rostered, checked_in: checkedInOf(week) })),
            rostered.size,
          )
        : null;
    return [
      {
        shift,
        rostered: rostered.size,
        planned: planned.size,
        checked_in: checkedIn.size,
        rostered_not_planned: people
          .filter((person) => rostered.has(person.id) && !planned.has(person.id))
          .map(({ id, name, employee_id }) => ({ id, name, employee_id })),
        forecast: forecastOf((week) => new Set(week.shows.flatMap((ids) => [...ids])).size),
        quarters: occurrences.map((o, k) => ({
          quarter_id: o.quarter.id,
          quarter_name: o.quarter.quarter_name,
          quarter_number: o.quarter.quarter_number,
          date: o.date,
          planned: at(o).length,
          checked_in: at(o).filter((a) => a.checked_in).length,
          forecast: forecastOf((week) => week.shows[k]?.size ?? 0),
        })),
      },
    ];
  });
}
