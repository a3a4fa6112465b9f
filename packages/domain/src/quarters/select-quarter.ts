import { laterOnClock, type LocalDateTime } from './local-time.ts';
import {
  endedOccurrence,
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
 * How early the active flag (decisions 080 and 136) may start its quarter: up to this long
 * before its start time the flagged quarter is current whatever the clock says. The flag holds
 * until the quarter's end and no longer: after it, the floor is in a break (or the next
 * quarter), and a flag left behind changes nothing until its quarter comes round again.
 */
export const ACTIVE_FLAG_EARLY_MINUTES = 30;

/**
 * Decision 136: a scan never goes into a quarter that ended more than this long before it. The
 * kiosks stop offering a finished quarter then, and the server refuses a scan into one (409).
 */
export const ENDED_QUARTER_SCAN_MINUTES = 30;

const endMinutes = (q: QuarterTiming) => timeToMinutes(q.end_time);
const startMinutes = (q: QuarterTiming) => timeToMinutes(q.start_time);

function activePhase(quarter: QuarterTiming, minutes: number): 'started' | 'early' | null {
  if (!quarter.is_active || quarterDurationMinutes(quarter.start_time, quarter.end_time) === null) return null;
  if (isTimeWithinQuarter(minutes, quarter)) return 'started';
  if (minutesUntil(minutes, startMinutes(quarter)) <= ACTIVE_FLAG_EARLY_MINUTES) return 'early';
  return null;
}

/** Whether `quarter`'s active flag is in force at `minutes`: from 30 minutes before its start until its end. */
export function isActiveFlagHonoured(quarter: QuarterTiming, minutes: number): boolean {
  return activePhase(quarter, minutes) !== null;
}

/** Normally one quarter is flagged active; of several, one under way wins, then the one that starts first. */
function findActiveOccurrence<T extends QuarterTiming>(quarters: readonly T[], now: LocalDateTime): Occurrence<T> | null {
  const started = quarters.filter((q) => activePhase(q, now.minutes) === 'started');
  const latest = pickLowest(started, (q) => minutesSinceStart(q, now.minutes));
  if (latest) return startedOccurrence(latest, now);
  const early = pickLowest(
    quarters.filter((q) => activePhase(q, now.minutes) === 'early'),
    (q) => minutesUntil(now.minutes, startMinutes(q)),
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

/**
 * The quarter that ended last before `now`, on the date it started, and how long ago it ended.
 * Null for an empty list.
 */
export function lastEndedOccurrence<T extends QuarterTiming>(
  quarters: readonly T[],
  now: LocalDateTime,
): { occurrence: Occurrence<T>; minutesAgo: number } | null {
  const last = pickLowest(quarters, (q) => minutesUntil(endMinutes(q), now.minutes));
  return last ? endedOccurrence(last, now) : null;
}

/**
 * Decision 136, in a gap between quarters: a quarter flagged active and in force (started early
 * by an ADMIN); otherwise the quarter whose boundary is nearer in time, the end of the one that
 * ended last or the start of the next, across midnight; the next one on a tie, and always once
 * the last one ended more than ENDED_QUARTER_SCAN_MINUTES ago.
 */
function gapOccurrence<T extends QuarterTiming>(quarters: readonly T[], now: LocalDateTime): Occurrence<T> | null {
  const flagged = findActiveOccurrence(quarters, now);
  if (flagged) return flagged;
  const next = upcoming(quarters, now);
  const last = lastEndedOccurrence(quarters, now);
  if (!next || !last) return next;
  const minutesToNext = minutesUntil(now.minutes, startMinutes(next.quarter));
  const isLastNearer = last.minutesAgo < minutesToNext && last.minutesAgo <= ENDED_QUARTER_SCAN_MINUTES;
  return isLastNearer ? last.occurrence : next;
}

/**
 * Decision 136: the quarter a badge scan goes into at `now`, the rule the TV List, TV Mode and
 * the server share. While a quarter runs, the one that started last (spec 1 §4); in a gap, the
 * nearer boundary (gapOccurrence). Null only for an empty list.
 */
export function selectScanQuarter<T extends QuarterTiming>(quarters: readonly T[], now: LocalDateTime): Occurrence<T> | null {
  return running(quarters, now) ?? gapOccurrence(quarters, now);
}

/**
 * Spec 1 §4 "Quarter auto-selection in TV Mode", with decision 136's gap rule: the quarter
 * flagged active and in force; else the running quarter until 10 minutes before its end, and
 * in those 10 minutes the quarter the scans go to once it has ended (the next one at a
 * back-to-back boundary; the running one when a break follows, so the screen never hands over
 * and then back); in a gap, the scans' quarter.
 */
export function selectTvQuarter<T extends QuarterTiming>(quarters: readonly T[], now: LocalDateTime): Occurrence<T> | null {
  const active = findActiveOccurrence(quarters, now);
  if (active) return active;
  const current = findCurrentQuarter(quarters, now.minutes);
  if (!current) return gapOccurrence(quarters, now);
  const minutesLeft = minutesUntil(now.minutes, endMinutes(current));
  if (minutesLeft > QUARTER_LOOKAHEAD_MINUTES) return startedOccurrence(current, now);
  return selectScanQuarter(quarters, laterOnClock(now, minutesLeft));
}

/**
 * Spec 1 §4: the TV List shows the quarter that started last, and in a gap between quarters
 * the one decision 136 gives (it replaces decision 081's 10-minute look-ahead).
 */
export const selectTvListQuarter = selectScanQuarter;

/**
 * The quarter that started last at `now`, on the date it started, wrapping past midnight: the
 * one running, or in a gap between quarters the one that ended last. Null for an empty list.
 */
export function lastStartedOccurrence<T extends QuarterTiming>(quarters: readonly T[], now: LocalDateTime): Occurrence<T> | null {
  const latest = pickLowest(quarters, (q) => minutesSinceStart(q, now.minutes));
  return latest ? startedOccurrence(latest, now) : null;
}

/**
 * Decision 171: the quarter that began within the last `withinMinutes` minutes at `now` (its
 * start minute counts as 0), on the date it began; null when none did. The quarter-start events
 * use it, so a process that was down at the start minute still announces it a few minutes late.
 */
export function recentlyStartedOccurrence<T extends QuarterTiming>(quarters: readonly T[], now: LocalDateTime, withinMinutes: number): Occurrence<T> | null {
  const latest = lastStartedOccurrence(quarters, now);
  return latest && minutesSinceStart(latest.quarter, now.minutes) < withinMinutes ? latest : null;
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

/**
 * The occurrence a badge scan means when it names a quarter without a date (decision 136): the
 * one running now, else the nearer of the last that ended and the next to start (the next on a
 * tie). A kiosk left on a quarter that ended before midnight is held to that occurrence, which
 * the 30-minute rule then refuses, not to the quarter's occurrence tonight.
 */
export function nearestOccurrence<T extends QuarterTiming>(quarter: T, now: LocalDateTime): Occurrence<T> {
  if (isTimeWithinQuarter(now.minutes, quarter)) return startedOccurrence(quarter, now);
  const ended = endedOccurrence(quarter, now);
  const startsIn = minutesUntil(now.minutes, timeToMinutes(quarter.start_time));
  return ended.minutesAgo < startsIn ? ended.occurrence : upcomingOccurrence(quarter, now);
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
