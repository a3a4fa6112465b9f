import { isTimeWithinQuarter, timeToMinutes } from './time.ts';
import type { QuarterTiming } from './select-quarter.ts';

/**
 * Pairs of quarters whose times overlap on the clock (an overnight quarter wraps midnight).
 * Two half-open ranges overlap exactly when one starts inside the other; back-to-back
 * quarters (one ends as the next starts) do not.
 */
export function findOverlappingQuarters<T extends QuarterTiming>(quarters: readonly T[]): [T, T][] {
  const pairs: [T, T][] = [];
  const sorted = [...quarters].sort((a, b) => a.quarter_number - b.quarter_number);
  sorted.forEach((a, i) => {
    for (const b of sorted.slice(i + 1)) {
      if (isTimeWithinQuarter(timeToMinutes(b.start_time), a) || isTimeWithinQuarter(timeToMinutes(a.start_time), b)) pairs.push([a, b]);
    }
  });
  return pairs;
}
