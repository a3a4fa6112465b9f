/**
 * The operating day (issue 11, decision 080): an assignment, a check-in and every figure
 * belong to the date on which their quarter started, in the center's time zone. From midnight
 * until the end of an overnight quarter the floor is still on the previous day; after it,
 * the gap before the next quarter included, the new day has begun.
 *
 * A quarter on a date is an *occurrence*: the quarter as it runs from its start on that date.
 */
import { addDays, instantInZone, type LocalDateTime } from './local-time.ts';
import { minutesUntil, timeToMinutes, type QuarterTimes } from './time.ts';

export type Occurrence<Q> = { quarter: Q; date: string };

const startOf = (quarter: QuarterTimes) => timeToMinutes(quarter.start_time);
const isOvernight = (quarter: QuarterTimes) => timeToMinutes(quarter.end_time) < startOf(quarter);

/** The minute of the clock at which a new operating day begins: the latest end of an overnight quarter, else midnight. */
export function operatingDayStartMinutes(quarters: readonly QuarterTimes[]): number {
  let start = 0;
  for (const quarter of quarters) if (isOvernight(quarter)) start = Math.max(start, timeToMinutes(quarter.end_time));
  return start;
}

/** The date the floor is on at `now`: yesterday until the last overnight quarter has ended. */
export function operatingDay(now: LocalDateTime, quarters: readonly QuarterTimes[]): string {
  return now.minutes < operatingDayStartMinutes(quarters) ? addDays(now.date, -1) : now.date;
}

/** The instant operating day `day` begins at a center: when its last overnight quarter of the night before ends. */
export function operatingDayStart(day: string, timeZone: string, quarters: readonly QuarterTimes[]): Date {
  return instantInZone(day, operatingDayStartMinutes(quarters), timeZone);
}

/** The latest start of `quarter` at or before `now`: the occurrence running now, or the one that ran last. */
export function startedOccurrence<Q extends QuarterTimes>(quarter: Q, now: LocalDateTime): Occurrence<Q> {
  return { quarter, date: startOf(quarter) <= now.minutes ? now.date : addDays(now.date, -1) };
}

/** The next start of `quarter` strictly after `now`. */
export function upcomingOccurrence<Q extends QuarterTimes>(quarter: Q, now: LocalDateTime): Occurrence<Q> {
  return { quarter, date: startOf(quarter) > now.minutes ? now.date : addDays(now.date, 1) };
}

/**
 * The latest occurrence of `quarter` that has ended at or before `now`, on the date it started,
 * and how many minutes ago it ended (0 at its end minute). A quarter running now answers the
 * occurrence before this one.
 */
export function endedOccurrence<Q extends QuarterTimes>(quarter: Q, now: LocalDateTime): { occurrence: Occurrence<Q>; minutesAgo: number } {
  const end = timeToMinutes(quarter.end_time);
  const endDate = end <= now.minutes ? now.date : addDays(now.date, -1);
  return { occurrence: { quarter, date: isOvernight(quarter) ? addDays(endDate, -1) : endDate }, minutesAgo: minutesUntil(end, now.minutes) };
}

/** When an occurrence ends, in the center's zone: an overnight quarter on the date after it started. */
export function occurrenceEndsAt(occurrence: Occurrence<QuarterTimes>, timeZone: string): Date {
  const endDate = isOvernight(occurrence.quarter) ? addDays(occurrence.date, 1) : occurrence.date;
  return instantInZone(endDate, timeToMinutes(occurrence.quarter.end_time), timeZone);
}

/** The occurrence of `quarter` that belongs to operating day `day`. */
export function occurrenceOnDay<Q extends QuarterTimes>(quarter: Q, day: string, quarters: readonly QuarterTimes[]): Occurrence<Q> {
  return { quarter, date: startOf(quarter) >= operatingDayStartMinutes(quarters) ? day : addDays(day, 1) };
}

/** The operating day an occurrence belongs to: the floor's date at the moment it starts. */
export function operatingDayOf(occurrence: Occurrence<QuarterTimes>, quarters: readonly QuarterTimes[]): string {
  return startOf(occurrence.quarter) >= operatingDayStartMinutes(quarters) ? occurrence.date : addDays(occurrence.date, -1);
}

/**
 * `quarter` on the first date it starts at or after `from` starts: a later quarter of a night
 * shift that begins after midnight falls on the next date.
 */
export function occurrenceAfter<Q extends QuarterTimes>(quarter: Q, from: Occurrence<QuarterTimes>): Occurrence<Q> {
  return { quarter, date: startOf(quarter) >= startOf(from.quarter) ? from.date : addDays(from.date, 1) };
}

/** `quarter` on the last date it starts at or before `from` starts. */
export function occurrenceBefore<Q extends QuarterTimes>(quarter: Q, from: Occurrence<QuarterTimes>): Occurrence<Q> {
  return { quarter, date: startOf(quarter) <= startOf(from.quarter) ? from.date : addDays(from.date, -1) };
}

/** Two occurrences are the same quarter on the same date. */
export function isSameOccurrence(a: Occurrence<{ id: string }> | null, b: Occurrence<{ id: string }> | null): boolean {
  return a?.quarter.id === b?.quarter.id && a?.date === b?.date;
}
