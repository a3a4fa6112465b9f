import { MESSAGES } from '../messages.ts';
import { isActiveFlagHonoured, type QuarterTiming } from './select-quarter.ts';
import { formatHHMM, isTimeWithinQuarter, minutesUntil, timeToMinutes } from './time.ts';

/** Spec 2 §2: active (until end time), transition (break, next quarter in N min), upcoming. */
export type QuarterStatus =
  | { kind: 'active'; endTime: string }
  | { kind: 'transition'; nextName: string; minutesUntilStart: number }
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
 * How the selected quarter stands at `minutes`. Transition covers the TV's 10-minute hand-over
 * (another quarter still running) and a break between two quarters of the same day; any other
 * wait, overnight or before the day's first quarter, is upcoming (decision 011).
 */
export function getQuarterStatus(selected: QuarterTiming, quarters: readonly QuarterTiming[], minutes: number): QuarterStatus {
  if (isActiveFlagHonoured(selected, minutes) || isTimeWithinQuarter(minutes, selected)) {
    return { kind: 'active', endTime: formatHHMM(selected.end_time) };
  }
  const start = timeToMinutes(selected.start_time);
  const minutesUntilStart = minutesUntil(minutes, start);
  const others = quarters.filter((q) => q.id !== selected.id);
  const isHandOver = others.some((q) => isTimeWithinQuarter(minutes, q));
  const isBreak = start > minutes && others.some((q) => hasEndedToday(q, minutes));
  if (isHandOver || isBreak) return { kind: 'transition', nextName: selected.quarter_name, minutesUntilStart };
  return { kind: 'upcoming', minutesUntilStart };
}

/** Spec 1 §4 "TV quarter status text". */
export function tvQuarterStatusText(status: QuarterStatus): string {
  switch (status.kind) {
    case 'active':
      return MESSAGES.quarterActiveUntil(status.endTime);
    case 'transition':
      return MESSAGES.quarterTransition(status.nextName, status.minutesUntilStart);
    case 'upcoming':
      return MESSAGES.quarterStartsIn(status.minutesUntilStart);
  }
}
