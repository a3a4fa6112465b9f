/**
 * Decision 153: the employee form's shift pattern, the list's column and its filter, as plain
 * functions of the fields (the checks are the API's own, in @stationboard/domain).
 */
import { SHIFT_PATTERN_PRESETS, SHIFTS, type Shift, type ShiftPatternFilter, type ShiftPatternName } from '@stationboard/domain/roster/shift-pattern-presets';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import type { EmployeeFilter } from '../../../lib/api/get-employees.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';

/** What the form holds: '' for no pattern; the days and shift matter for custom only. */
export type PatternFields = { shift_pattern: ShiftPatternName | ''; work_days: number[]; shift: Shift; pattern_starts_on: string; pattern_ends_on: string };

/** Sunday = 0, as the API numbers them; read when shown. */
export const weekdayLabels = () => [
  MESSAGES.weekdaySun,
  MESSAGES.weekdayMon,
  MESSAGES.weekdayTue,
  MESSAGES.weekdayWed,
  MESSAGES.weekdayThu,
  MESSAGES.weekdayFri,
  MESSAGES.weekdaySat,
];

export const patternOptionLabel = (pattern: ShiftPatternName | ''): string =>
  ({
    '': MESSAGES.shiftPatternNone,
    FHD: MESSAGES.shiftPatternFHD,
    BHD: MESSAGES.shiftPatternBHD,
    FHN: MESSAGES.shiftPatternFHN,
    BHN: MESSAGES.shiftPatternBHN,
    custom: MESSAGES.shiftPatternCustom,
  })[pattern];

export const shiftLabelOf = (shift: Shift) => (shift === 'day' ? MESSAGES.rosterShiftDay : MESSAGES.rosterShiftNight);

export function initialPatternFields(employee: Employee | null): PatternFields {
  return {
    shift_pattern: employee?.shift_pattern ?? '',
    work_days: employee?.work_days ?? [],
    shift: employee?.shift ?? 'day',
    pattern_starts_on: employee?.pattern_starts_on ?? '',
    pattern_ends_on: employee?.pattern_ends_on ?? '',
  };
}

/** A preset picked in the form shows its days and shift, so switching to custom starts from them. */
export function withPattern(fields: PatternFields, pattern: ShiftPatternName | ''): PatternFields {
  if (pattern === '' || pattern === 'custom') return { ...fields, shift_pattern: pattern };
  const preset = SHIFT_PATTERN_PRESETS[pattern];
  return { ...fields, shift_pattern: pattern, work_days: [...preset.work_days], shift: preset.shift };
}

/** The request's pattern fields: a preset by its name, custom with its days and shift, none cleared; blank dates are none. */
export function patternRequest(fields: PatternFields) {
  const dates = { pattern_starts_on: fields.pattern_starts_on || null, pattern_ends_on: fields.pattern_ends_on || null };
  if (fields.shift_pattern === '') return { shift_pattern: null, ...dates };
  if (fields.shift_pattern === 'custom') return { shift_pattern: 'custom' as const, work_days: fields.work_days, shift: fields.shift, ...dates };
  return { shift_pattern: fields.shift_pattern, ...dates };
}

/** The list's cell: "FHD", or a custom pattern's days and shift ("Mon, Fri · Day"); null for none. */
export function patternSummary(employee: Pick<Employee, 'shift_pattern' | 'work_days' | 'shift'>): string | null {
  if (employee.shift_pattern === null) return null;
  if (employee.shift_pattern !== 'custom') return employee.shift_pattern;
  const labels = weekdayLabels();
  const days = employee.work_days.map((day) => labels[day]).join(', ');
  return employee.shift ? `${days} · ${shiftLabelOf(employee.shift)}` : days;
}

/** The list's one filter: a pattern, no pattern, or a shift of any pattern; '' for everyone. */
export type ListFilter = '' | ShiftPatternFilter | Shift;

export const LIST_FILTERS: readonly ListFilter[] = ['', 'FHD', 'BHD', 'FHN', 'BHN', 'custom', 'none', 'day', 'night'];

export const listFilterLabel = (filter: ListFilter): string =>
  filter === ''
    ? MESSAGES.patternFilterAll
    : filter === 'none'
      ? MESSAGES.patternFilterNone
      : filter === 'day'
        ? MESSAGES.patternFilterDayShift
        : filter === 'night'
          ? MESSAGES.patternFilterNightShift
          : patternOptionLabel(filter);

export function employeeFilterOf(filter: ListFilter): EmployeeFilter {
  if (filter === '') return null;
  return (SHIFTS as readonly string[]).includes(filter) ? { shift: filter as Shift } : { shift_pattern: filter as ShiftPatternFilter };
}
