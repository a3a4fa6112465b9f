import type { QuarterTimes } from './time.ts';
import { MINUTES_PER_DAY, isTimeWithinQuarter, minutesUntil, timeToMinutes } from './time.ts';

export type QuarterTiming = QuarterTimes & {
  id: string;
  quarter_name: string;
  quarter_number: number;
  is_active: boolean;
};

/** Spec 1 §4: a TV switches to the next quarter this many minutes before the current one ends. */
export const QUARTER_LOOKAHEAD_MINUTES = 10;

/** Smallest score wins; equal scores go to the lowest quarter number so every screen agrees (decision 011). */
function pickLowest<T extends QuarterTiming>(quarters: readonly T[], score: (q: T) => number): T | null {
  let best: T | null = null;
  let bestScore = Infinity;
  for (const quarter of quarters) {
    const s = score(quarter);
    if (s < bestScore || (s === bestScore && best !== null && quarter.quarter_number < best.quarter_number)) {
      best = quarter;
      bestScore = s;
    }
  }
  return best;
}

const minutesSinceStart = (q: QuarterTiming, now: number) => minutesUntil(timeToMinutes(q.start_time), now);

/**
 * Spec 1 §4 "Current quarter": the quarter holding the time, an overnight one wrapping midnight.
 * Where quarters overlap, the one that started most recently holds the time.
 */
export function findCurrentQuarter<T extends QuarterTiming>(quarters: readonly T[], minutes: number): T | null {
  const containing = quarters.filter((q) => isTimeWithinQuarter(minutes, q));
  return pickLowest(containing, (q) => minutesSinceStart(q, minutes));
}

/**
 * The quarter with the next start strictly after `minutes`, wrapping past midnight to the
 * earliest start, which is the spec's "fall back to the earliest". Null only for an empty list.
 */
export function findNextQuarter<T extends QuarterTiming>(quarters: readonly T[], minutes: number): T | null {
  return pickLowest(quarters, (q) => minutesUntil(minutes, timeToMinutes(q.start_time)) || MINUTES_PER_DAY);
}

/** Normally one quarter is flagged active; if several are, the one holding the time wins. */
function findActiveQuarter<T extends QuarterTiming>(quarters: readonly T[], minutes: number): T | null {
  const active = quarters.filter((q) => q.is_active);
  return findCurrentQuarter(active, minutes) ?? findNextQuarter(active, minutes);
}

/** Spec 1 §4 "Quarter auto-selection in TV Mode". */
export function selectTvQuarter<T extends QuarterTiming>(quarters: readonly T[], minutes: number): T | null {
  const active = findActiveQuarter(quarters, minutes);
  if (active) return active;
  const current = findCurrentQuarter(quarters, minutes);
  if (current && minutesUntil(minutes, timeToMinutes(current.end_time)) > QUARTER_LOOKAHEAD_MINUTES) return current;
  return findNextQuarter(quarters, minutes);
}

/** Spec 1 §4: the TV List shows the quarter that started last, wrapping past midnight. */
export function selectTvListQuarter<T extends QuarterTiming>(quarters: readonly T[], minutes: number): T | null {
  return pickLowest(quarters, (q) => minutesSinceStart(q, minutes));
}

/** Spec 1 §4: on the regular map, a break between quarters selects nothing. */
export function selectMapQuarter<T extends QuarterTiming>(quarters: readonly T[], minutes: number): T | null {
  return findActiveQuarter(quarters, minutes) ?? findCurrentQuarter(quarters, minutes);
}

/** Spec 2 §4 "Current quarter selection", for the dashboard and the quarter view. */
export function selectCurrentQuarter<T extends QuarterTiming>(quarters: readonly T[], minutes: number): T | null {
  return findActiveQuarter(quarters, minutes) ?? findCurrentQuarter(quarters, minutes) ?? findNextQuarter(quarters, minutes);
}

/**
 * DESIGN §4 Next assignment: the quarter after `quarter` on the same day, by start time.
 * Null for the day's last quarter (the next one belongs to tomorrow's date).
 */
export function findFollowingQuarter<T extends QuarterTiming>(quarters: readonly T[], quarter: QuarterTiming): T | null {
  const start = timeToMinutes(quarter.start_time);
  const later = quarters.filter((q) => timeToMinutes(q.start_time) > start);
  return pickLowest(later, (q) => timeToMinutes(q.start_time));
}
