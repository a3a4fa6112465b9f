import { isTimeWithinQuarter, timeToMinutes, type QuarterTimes } from './time.ts';
import type { QuarterTiming } from './select-quarter.ts';

/**
 * Two quarters overlap on the 24-hour clock (an overnight quarter wraps midnight). Two half-open
 * ranges overlap exactly when one starts inside the other; back-to-back quarters (one ends as
 * the next starts) do not.
 */
export function doQuartersOverlap(a: QuarterTimes, b: QuarterTimes): boolean {
  return isTimeWithinQuarter(timeToMinutes(b.start_time), a) || isTimeWithinQuarter(timeToMinutes(a.start_time), b);
}

/** Pairs of quarters whose times overlap on the clock, in number order. */
export function findOverlappingQuarters<T extends QuarterTiming>(quarters: readonly T[]): [T, T][] {
  const pairs: [T, T][] = [];
  const sorted = [...quarters].sort((a, b) => a.quarter_number - b.quarter_number);
  sorted.forEach((a, i) => {
    for (const b of sorted.slice(i + 1)) if (doQuartersOverlap(a, b)) pairs.push([a, b]);
  });
  return pairs;
}

/**
 * Decision 136: the first quarter (by number) of `others` that `times` would overlap, or null.
 * A center's quarters must not overlap: a moment of the day belongs to one quarter at most.
 */
export function findQuarterOverlapping<T extends QuarterTiming>(times: QuarterTimes, others: readonly T[]): T | null {
  return [...others].sort((a, b) => a.quarter_number - b.quarter_number).find((other) => doQuartersOverlap(times, other)) ?? null;
}
