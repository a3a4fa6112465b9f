import type { LocalDateTime } from './local-time.ts';
import {
  occurrenceAfter,
  occurrenceOnDay,
  operatingDay,
  operatingDayOf,
  startedOccurrence,
  upcomingOccurrence,
  type Occurrence,
} from './operating-day.ts';
import type { QuarterTimes } from './time.ts';
import { MINUTES_PER_DAY, isTimeWithinQuarter, minutesUntil, quarterDurationMinutes, timeToMinutes } from './time.ts';

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

/**
 * How far the active flag (decision 080) stretches its quarter: it may run this much late or
 * start this much early whatever the clock says. A flag left behind for longer is stale and
 * ignored, so the screens go back to the clock on their own.
 */
export const ACTIVE_FLAG_GRACE_MINUTES = 30;

function activePhase(quarter: QuarterTiming, minutes: number): 'started' | 'early' | null {
  const duration = quarter.is_active ? quarterDurationMinutes(quarter.start_time, quarter.end_time) : null;
  if (duration === null) return null;
  if (minutesSinceStart(quarter, minutes) < duration + ACTIVE_FLAG_GRACE_MINUTES) return 'started';
  if (minutesUntil(minutes, timeToMinutes(quarter.start_time)) <= ACTIVE_FLAG_GRACE_MINUTES) return 'early';
  return null;
}

/** Whether `quarter`'s active flag holds at `minutes` (a stale flag does not). */
export function isActiveFlagHonoured(quarter: QuarterTiming, minutes: number): boolean {
  return activePhase(quarter, minutes) !== null;
}

/** Normally one quarter is flagged active; of several, one under way wins, then the one that started last. */
function findActiveOccurrence<T extends QuarterTiming>(quarters: readonly T[], now: LocalDateTime): Occurrence<T> | null {
  const started = quarters.filter((q) => activePhase(q, now.minutes) === 'started');
  const latest = pickLowest(started, (q) => minutesSinceStart(q, now.minutes));
  if (latest) return startedOccurrence(latest, now);
  const early = pickLowest(
    quarters.filter((q) => activePhase(q, now.minutes) === 'early'),
    (q) => minutesUntil(now.minutes, timeToMinutes(q.start_time)),
  );
  return early ? upcomingOccurrence(early, now) : null;
}

function running<T extends QuarterTiming>(quarters: readonly T[], now: LocalDateTime): Occurrence<T> | null {
  const current = findCurrentQuarter(quarters, now.minutes);
  return current ? startedOccurrence(current, now) : null;
}

function upcoming<T extends QuarterTiming>(quarters: readonly T[], now: LocalDateTime): Occurrence<T> | null {
  const next = findNextQuarter(quarters, now.minutes);
  return next ? upcomingOccurrence(next, now) : null;
}

/** Spec 1 §4 "Quarter auto-selection in TV Mode". */
export function selectTvQuarter<T extends QuarterTiming>(quarters: readonly T[], now: LocalDateTime): Occurrence<T> | null {
  const active = findActiveOccurrence(quarters, now);
  if (active) return active;
  const current = running(quarters, now);
  if (current && minutesUntil(now.minutes, timeToMinutes(current.quarter.end_time)) > QUARTER_LOOKAHEAD_MINUTES) return current;
  return upcoming(quarters, now);
}

/**
 * Spec 1 §4: the TV List shows the quarter that started last, wrapping past midnight. In a gap
 * between quarters (decision 081) a quarter starting within the look-ahead takes the scans.
 */
export function selectTvListQuarter<T extends QuarterTiming>(quarters: readonly T[], now: LocalDateTime): Occurrence<T> | null {
  if (!findCurrentQuarter(quarters, now.minutes)) {
    const next = upcoming(quarters, now);
    if (next && minutesUntil(now.minutes, timeToMinutes(next.quarter.start_time)) <= QUARTER_LOOKAHEAD_MINUTES) return next;
  }
  return lastStartedOccurrence(quarters, now);
}

/**
 * The quarter that started last at `now`, on the date it started, wrapping past midnight: the
 * one running, or in a gap between quarters the one that ended last. Null for an empty list.
 */
export function lastStartedOccurrence<T extends QuarterTiming>(quarters: readonly T[], now: LocalDateTime): Occurrence<T> | null {
  const latest = pickLowest(quarters, (q) => minutesSinceStart(q, now.minutes));
  return latest ? startedOccurrence(latest, now) : null;
}

/** Spec 1 §4: on the regular map, a break between quarters selects nothing. */
export function selectMapQuarter<T extends QuarterTiming>(quarters: readonly T[], now: LocalDateTime): Occurrence<T> | null {
  return findActiveOccurrence(quarters, now) ?? running(quarters, now);
}

/** Spec 2 §4 "Current quarter selection", for the dashboard and the quarter view. */
export function selectCurrentQuarter<T extends QuarterTiming>(quarters: readonly T[], now: LocalDateTime): Occurrence<T> | null {
  return findActiveOccurrence(quarters, now) ?? running(quarters, now) ?? upcoming(quarters, now);
}

/**
 * A quarter picked by hand (decision 080): the occurrence running now, else the one on the
 * operating day the screen shows (the day of its automatic choice).
 */
export function pickedOccurrence<T extends QuarterTiming>(
  quarter: T,
  quarters: readonly QuarterTiming[],
  now: LocalDateTime,
  automatic: Occurrence<QuarterTiming> | null,
): Occurrence<T> {
  if (automatic?.quarter.id === quarter.id) return { quarter, date: automatic.date };
  if (isTimeWithinQuarter(now.minutes, quarter)) return startedOccurrence(quarter, now);
  return occurrenceOnDay(quarter, automatic ? operatingDayOf(automatic, quarters) : operatingDay(now, quarters), quarters);
}

/** The occurrence a caller means when it names a quarter without a date: as the dashboard would show it. */
export function quarterOccurrenceNow<T extends QuarterTiming>(quarter: T, quarters: readonly QuarterTiming[], now: LocalDateTime): Occurrence<T> {
  return pickedOccurrence(quarter, quarters, now, selectCurrentQuarter(quarters, now));
}

/**
 * DESIGN §4 Next assignment: the quarter that starts next after `occurrence`, across midnight
 * (decision 080). Null when the center has no other quarter.
 */
export function findFollowingOccurrence<T extends QuarterTiming>(quarters: readonly T[], occurrence: Occurrence<QuarterTiming>): Occurrence<T> | null {
  const start = timeToMinutes(occurrence.quarter.start_time);
  const next = findNextQuarter(
    quarters.filter((q) => q.id !== occurrence.quarter.id),
    start,
  );
  return next ? occurrenceAfter(next, occurrence) : null;
}
