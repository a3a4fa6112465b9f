/**
 * Issue 28 (decision 149): who works when. A person's shift pattern is the weekdays they work
 * (Sunday = 0) and Day or Night, from a warehouse preset or custom, between optional first and
 * last dates. A night shift belongs to the operating day it starts on (decision 080). The
 * request's checks, with their texts, are in shift-pattern.ts; this file loads no texts.
 */

export const SHIFTS = ['day', 'night'] as const;
export type Shift = (typeof SHIFTS)[number];

/** The warehouse's four halves of the week: front half Sunday-Wednesday, back half Wednesday-Saturday. */
export const SHIFT_PATTERN_PRESETS = {
  FHD: { work_days: [0, 1, 2, 3], shift: 'day' },
  BHD: { work_days: [3, 4, 5, 6], shift: 'day' },
  FHN: { work_days: [0, 1, 2, 3], shift: 'night' },
  BHN: { work_days: [3, 4, 5, 6], shift: 'night' },
} as const satisfies Record<string, { work_days: readonly number[]; shift: Shift }>;

export type ShiftPatternPreset = keyof typeof SHIFT_PATTERN_PRESETS;
export const SHIFT_PATTERNS = [...(Object.keys(SHIFT_PATTERN_PRESETS) as ShiftPatternPreset[]), 'custom'] as const;
export type ShiftPatternName = (typeof SHIFT_PATTERNS)[number];

/** The Employees list's filter (decision 153): a pattern, or `none` for people without one. */
export const SHIFT_PATTERN_FILTERS = [...SHIFT_PATTERNS, 'none'] as const;
export type ShiftPatternFilter = (typeof SHIFT_PATTERN_FILTERS)[number];

export type ShiftPatternInput = {
  shift_pattern?: ShiftPatternName | null;
  work_days?: readonly number[];
  shift?: Shift;
  pattern_starts_on?: string | null;
  pattern_ends_on?: string | null;
};

/** What a person's row keeps: the preset's days and shift written out, so the roster reads one shape. */
export type StoredShiftPattern = { shift_pattern: ShiftPatternName | null; work_days: number[]; shift: Shift | null };

/** A person with no pattern: scheduled on no day, on the roster only with VET. */
export const NO_SHIFT_PATTERN: StoredShiftPattern & { pattern_starts_on: null; pattern_ends_on: null } = {
  shift_pattern: null,
  work_days: [],
  shift: null,
  pattern_starts_on: null,
  pattern_ends_on: null,
};

/** A checked request's pattern as the row keeps it: days sorted and once each. Undefined: not sent. */
export function storedShiftPattern(input: ShiftPatternInput): StoredShiftPattern | undefined {
  const pattern = input.shift_pattern;
  if (pattern === undefined) return undefined;
  if (pattern === null) return { shift_pattern: null, work_days: [], shift: null };
  const { work_days, shift } = pattern === 'custom' ? { work_days: input.work_days ?? [], shift: input.shift ?? 'day' } : SHIFT_PATTERN_PRESETS[pattern];
  return { shift_pattern: pattern, work_days: [...new Set(work_days)].sort((a, b) => a - b), shift };
}

/** Sunday = 0, of a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
