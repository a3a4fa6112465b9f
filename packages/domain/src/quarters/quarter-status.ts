import { KIOSK_MESSAGES } from '../kiosk-messages.ts';
import { ENDED_QUARTER_SCAN_MINUTES, findNextQuarter, isActiveFlagHonoured, type QuarterTiming } from './select-quarter.ts';
import { formatHHMM, isTimeWithinQuarter, minutesUntil, timeToMinutes } from './time.ts';

/**
 * Spec 2 §2: active (until end time), transition (break, next quarter in N min), upcoming.
 * Decision 136 tells the two kinds of transition apart: the TV's hand-over while another
 * quarter still runs, and a break, when no quarter runs and the next one starts later today.
 */
export type QuarterStatus =
  | { kind: 'active'; endTime: string }
  | { kind: 'transition'; nextName: string; minutesUntilStart: number }
  | { kind: 'break'; nextName: string; startTime: string; minutesUntilStart: number }
  | { kind: 'upcoming'; minutesUntilStart: number };

export type QuarterStatusKind = QuarterStatus['kind'];

/**
 * A quarter that ended earlier today, without wrapping: before the first quarter of the day
 * nothing has ended yet, which is what separates a break from the wait for a new day.
 */
function hasEndedToday(quarter: QuarterTiming, minutes: number): boolean {
  return timeToMinutes(quarter.end_time) <= minutes;
}

/**
 * How the selected quarter stands at `minutes`. Transition is the TV's 10-minute hand-over
 * (another quarter still running); a break is a gap between two quarters of the same day, or
 * the minutes after a quarter that a kiosk still scans into (decision 136), and names the
 * quarter that starts next; any other wait, overnight or before the day's first quarter, is
 * upcoming (decision 011).
 */
export function getQuarterStatus(selected: QuarterTiming, quarters: readonly QuarterTiming[], minutes: number): QuarterStatus {
  if (isActiveFlagHonoured(selected, minutes) || isTimeWithinQuarter(minutes, selected)) {
    return { kind: 'active', endTime: formatHHMM(selected.end_time) };
  }
  const start = timeToMinutes(selected.start_time);
  const minutesUntilStart = minutesUntil(minutes, start);
  const others = quarters.filter((q) => q.id !== selected.id);
  if (others.some((q) => isTimeWithinQuarter(minutes, q))) return { kind: 'transition', nextName: selected.quarter_name, minutesUntilStart };
  const next = findNextQuarter(quarters, minutes);
  const minutesSinceEnd = minutesUntil(timeToMinutes(selected.end_time), minutes);
  const isJustEnded = minutesSinceEnd <= ENDED_QUARTER_SCAN_MINUTES && minutesSinceEnd < minutesUntilStart;
  if (next && isJustEnded) {
    // The selected quarter has just ended and is still shown: a kiosk in the first half of a gap.
    return breakBefore(next, minutes);
  }
  if (start > minutes && others.some((q) => hasEndedToday(q, minutes))) return breakBefore(selected, minutes);
  return { kind: 'upcoming', minutesUntilStart };
}

function breakBefore(next: QuarterTiming, minutes: number): QuarterStatus {
  const start = timeToMinutes(next.start_time);
  return { kind: 'break', nextName: next.quarter_name, startTime: formatHHMM(next.start_time), minutesUntilStart: minutesUntil(minutes, start) };
}

/** Spec 1 §4 "TV quarter status text": a break reads as the spec's transition period. */
export function tvQuarterStatusText(status: QuarterStatus): string {
  switch (status.kind) {
    case 'active':
      return KIOSK_MESSAGES.quarterActiveUntil(status.endTime);
    case 'transition':
    case 'break':
      return KIOSK_MESSAGES.quarterTransition(status.nextName, status.minutesUntilStart);
    case 'upcoming':
      return KIOSK_MESSAGES.quarterStartsIn(status.minutesUntilStart);
  }
}

/**
 * The status on the manager's screens (dashboard, quarter view, wallboard; decision 136): as on
 * the TV, except that a break says so and when the next quarter starts.
 */
export function floorQuarterStatusText(status: QuarterStatus): string {
  return status.kind === 'break' ? KIOSK_MESSAGES.quarterBreak(status.nextName, status.startTime) : tvQuarterStatusText(status);
}
