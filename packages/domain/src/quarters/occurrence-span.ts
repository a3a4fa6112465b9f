/**
 * Where an occurrence (a quarter on a date, decision 080) stands against the center's clock:
 * not started, running, or over. Worked in minutes counted from one fixed calendar day, so an
 * overnight quarter and a `now` after midnight compare without special cases.
 */
import type { LocalDateTime } from './local-time.ts';
import type { Occurrence } from './operating-day.ts';
import { quarterDurationMinutes, timeToMinutes, type QuarterTimes } from './time.ts';

const DAY_MINUTES = 24 * 60;
const MS_PER_MINUTE = 60_000;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / MS_PER_MINUTE / DAY_MINUTES;
}

/** The occurrence's start and end, in minutes since 1970-01-01 00:00 on the center's wall clock. */
export function occurrenceSpan(occurrence: Occurrence<QuarterTimes>): { start: number; end: number } {
  const start = dayNumber(occurrence.date) * DAY_MINUTES + timeToMinutes(occurrence.quarter.start_time);
  return { start, end: start + (quarterDurationMinutes(occurrence.quarter.start_time, occurrence.quarter.end_time) ?? 0) };
}

/** `now` in the same count. */
export function wallClockMinutes(now: LocalDateTime): number {
  return dayNumber(now.date) * DAY_MINUTES + now.minutes;
}

/** The occurrence has ended at `now` (its last minute is over). */
export function hasOccurrenceEnded(occurrence: Occurrence<QuarterTimes>, now: LocalDateTime): boolean {
  return wallClockMinutes(now) >= occurrenceSpan(occurrence).end;
}

/** The occurrence has started at `now`: running, or over. */
export function hasOccurrenceBegun(occurrence: Occurrence<QuarterTimes>, now: LocalDateTime): boolean {
  return wallClockMinutes(now) >= occurrenceSpan(occurrence).start;
}

/** The occurrence is under way at `now`: started and not yet ended. */
export function isOccurrenceRunning(occurrence: Occurrence<QuarterTimes>, now: LocalDateTime): boolean {
  const { start, end } = occurrenceSpan(occurrence);
  const minutes = wallClockMinutes(now);
  return start <= minutes && minutes < end;
}
