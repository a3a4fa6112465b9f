/** Issue 28 (decision 149): the checks of a request's shift pattern, with their texts. */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { dateSchema } from '../schemas/id.ts';
import { SHIFT_PATTERN_PRESETS, SHIFT_PATTERNS, SHIFTS, type ShiftPatternInput } from './shift-pattern-presets.ts';

export const weekdaySchema = z.int(MESSAGES.workDaysInvalid).min(0, MESSAGES.workDaysInvalid).max(6, MESSAGES.workDaysInvalid);

/** The pattern's fields of an employee request; all optional, `shift_pattern: null` clears the pattern. */
export const shiftPatternFields = {
  shift_pattern: z.enum(SHIFT_PATTERNS, MESSAGES.shiftPatternInvalid).nullable().optional(),
  work_days: z.array(weekdaySchema, MESSAGES.workDaysInvalid).max(7, MESSAGES.workDaysInvalid).optional(),
  shift: z.enum(SHIFTS, MESSAGES.shiftInvalid).optional(),
  pattern_starts_on: dateSchema.nullable().optional(),
  pattern_ends_on: dateSchema.nullable().optional(),
};

const sameDays = (a: readonly number[], b: readonly number[]) => new Set(a).size === b.length && a.every((day) => b.includes(day));

/**
 * The problem with a request's pattern, or null: a preset implies its days and shift (sending
 * others is refused), custom needs both, days or a shift need a pattern.
 */
export function findShiftPatternProblem(input: ShiftPatternInput): string | null {
  const { shift_pattern: pattern, work_days: days, shift } = input;
  if (pattern === undefined || pattern === null) return days !== undefined || shift !== undefined ? MESSAGES.shiftPatternRequired : null;
  if (pattern === 'custom') {
    if (days === undefined || days.length === 0) return MESSAGES.customPatternNeedsWorkDays;
    return shift === undefined ? MESSAGES.customPatternNeedsShift : null;
  }
  const preset = SHIFT_PATTERN_PRESETS[pattern];
  if ((days !== undefined && !sameDays(days, preset.work_days)) || (shift !== undefined && shift !== preset.shift)) return MESSAGES.presetPatternMismatch;
  return null;
}

/** The first date after the last one: refused, whichever request brought either. */
export function findPatternDatesProblem(startsOn: string | null, endsOn: string | null): string | null {
  return startsOn !== null && endsOn !== null && endsOn < startsOn ? MESSAGES.patternEndsBeforeStart : null;
}
