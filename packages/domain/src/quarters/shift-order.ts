import type { QuarterTiming } from './select-quarter.ts';

type ShiftQuarter = QuarterTiming & { shift: string };

/**
 * A shift's quarters run in quarter-number order (decision 017): start times cannot order a
 * night shift whose later quarters begin after midnight.
 */
function sameShift<T extends ShiftQuarter>(quarters: readonly T[], quarter: ShiftQuarter): T[] {
  return quarters.filter((q) => q.shift === quarter.shift).sort((a, b) => a.quarter_number - b.quarter_number);
}

/** The quarter before `quarter` in its shift, or null for the shift's first. */
export function previousQuarterInShift<T extends ShiftQuarter>(quarters: readonly T[], quarter: ShiftQuarter): T | null {
  return sameShift(quarters, quarter).filter((q) => q.quarter_number < quarter.quarter_number).at(-1) ?? null;
}

/** The quarters after `quarter` in its shift, in order. */
export function laterQuartersInShift<T extends ShiftQuarter>(quarters: readonly T[], quarter: ShiftQuarter): T[] {
  return sameShift(quarters, quarter).filter((q) => q.quarter_number > quarter.quarter_number);
}
