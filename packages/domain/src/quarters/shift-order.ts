import { occurrenceAfter, occurrenceBefore, type Occurrence } from './operating-day.ts';
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
  return (
    sameShift(quarters, quarter)
      .filter((q) => q.quarter_number < quarter.quarter_number)
      .at(-1) ?? null
  );
}

/** The quarters after `quarter` in its shift, in order. */
export function laterQuartersInShift<T extends ShiftQuarter>(quarters: readonly T[], quarter: ShiftQuarter): T[] {
  return sameShift(quarters, quarter).filter((q) => q.quarter_number > quarter.quarter_number);
}

/**
 * The quarter before `occurrence` in its shift, on the date it ran: the night quarter after
 * midnight looks back to the one that started the evening before (decision 080).
 */
export function previousOccurrenceInShift<T extends ShiftQuarter>(quarters: readonly T[], occurrence: Occurrence<ShiftQuarter>): Occurrence<T> | null {
  const previous = previousQuarterInShift(quarters, occurrence.quarter);
  return previous ? occurrenceBefore(previous, occurrence) : null;
}

/** The rest of the shift after `occurrence`, each quarter on the date it next starts, across midnight. */
export function laterOccurrencesInShift<T extends ShiftQuarter>(quarters: readonly T[], occurrence: Occurrence<ShiftQuarter>): Occurrence<T>[] {
  return laterQuartersInShift(quarters, occurrence.quarter).map((q) => occurrenceAfter(q, occurrence));
}

/** Day first, then night, then the shifts only ever shown (spec 2 §3); anything else last. */
const SHIFT_RANK: readonly string[] = ['front_half_day', 'back_half_day', 'overnight', 'weekend'];

const shiftRank = (shift: string) => (SHIFT_RANK.includes(shift) ? SHIFT_RANK.indexOf(shift) : SHIFT_RANK.length);

/** The Quarters tab's list: grouped by shift in that order, by number within a shift. */
export function sortInShiftOrder<T extends { shift: string; quarter_number: number }>(quarters: readonly T[]): T[] {
  return [...quarters].sort((a, b) => shiftRank(a.shift) - shiftRank(b.shift) || a.quarter_number - b.quarter_number);
}
