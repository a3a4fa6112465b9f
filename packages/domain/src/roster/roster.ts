/**
 * Issue 28 (decision 149): the roster of an operating day. Active people whose pattern covers
 * the date (and the shift, when one is asked for), plus VET, minus time off, VTO and call-outs.
 * A night shift's date is the operating day it starts on (decision 080): the caller passes
 * `operatingDay(now, quarters)`, so Thursday 01:00 of a Wednesday night is Wednesday's roster.
 */
import { operatingDayOf, type Occurrence } from '../quarters/operating-day.ts';
import type { QuarterTimes } from '../quarters/time.ts';
import { weekdayOf, type Shift } from './shift-pattern-presets.ts';

export const EXCEPTION_KINDS = ['time_off', 'vto', 'vet', 'call_out'] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** Why a person is on the roster of a date or not. */
export const ROSTER_REASONS = ['pattern', 'vet', 'time_off', 'vto', 'call_out', 'not_scheduled'] as const;
export type RosterReason = (typeof ROSTER_REASONS)[number];

/** Whether a reason puts the person on the roster: their pattern, or VET. */
export function isOnRosterReason(reason: RosterReason): boolean {
  return reason === 'pattern' || reason === 'vet';
}

/**
 * Decision 153: the reason a person is off the roster of a day, or null when they are not known
 * to be off: on it, or without a shift pattern at all (a center that has not entered patterns
 * has no roster to be off, so its people are neither ranked down, marked nor asked about). The
 * popover's and grid's ranking, their marks and question, and the badge scan's line read this.
 */
export function offRosterReason(person: { shift_pattern: string | null }, reason: RosterReason): RosterReason | null {
  if (isOnRosterReason(reason)) return null;
  return reason === 'not_scheduled' && person.shift_pattern === null ? null : reason;
}

/**
 * The roster shift a quarter's shift (spec 2 §3) belongs to: the day quarters (FHD-BHD) are the
 * day shift, the night ones (FHN-BHN) and overnight the night shift; anything else asks no shift.
 */
export function rosterShiftOfQuarter(quarterShift: string): Shift | undefined {
  if (quarterShift === 'front_half_day') return 'day';
  if (quarterShift === 'back_half_day' || quarterShift === 'overnight') return 'night';
  return undefined;
}

export type RosterPerson = {
  id: string;
  is_active: boolean;
  work_days: readonly number[];
  shift: Shift | null;
  pattern_starts_on: string | null;
  pattern_ends_on: string | null;
};

export type RosterException = { employee_id: string; date: string; kind: ExceptionKind };

export type RosterEntry<P> = { person: P; on_roster: boolean; reason: RosterReason };

/** An exception that takes a person off the date, strongest first: a call-out, then time off, then VTO. */
const OFF_KINDS = ['call_out', 'time_off', 'vto'] as const satisfies readonly ExceptionKind[];

/** Whether the person's pattern has them working `date` (on `shift`, when asked). */
export function patternCovers(person: RosterPerson, date: string, shift?: Shift): boolean {
  if (person.shift === null || (shift !== undefined && person.shift !== shift)) return false;
  if (person.pattern_starts_on !== null && date < person.pattern_starts_on) return false;
  if (person.pattern_ends_on !== null && date > person.pattern_ends_on) return false;
  return person.work_days.includes(weekdayOf(date));
}

function rosterReason(person: RosterPerson, kinds: ReadonlySet<ExceptionKind>, date: string, shift: Shift | undefined): RosterReason {
  const off = OFF_KINDS.find((kind) => kinds.has(kind));
  if (off) return off;
  if (patternCovers(person, date, shift)) return 'pattern';
  // VET is extra time on the person's own shift; someone with no shift works it on any.
  const onThisShift = shift === undefined || person.shift === null || person.shift === shift;
  return kinds.has('vet') && onThisShift ? 'vet' : 'not_scheduled';
}

/** Every active person with whether they work `date` and why; exceptions of other dates are ignored. */
export function rosterOf<P extends RosterPerson>(people: readonly P[], exceptions: readonly RosterException[], date: string, shift?: Shift): RosterEntry<P>[] {
  const kindsOf = new Map<string, Set<ExceptionKind>>();
  for (const exception of exceptions) {
    if (exception.date !== date) continue;
    const kinds = kindsOf.get(exception.employee_id) ?? new Set<ExceptionKind>();
    kinds.add(exception.kind);
    kindsOf.set(exception.employee_id, kinds);
  }
  return people
    .filter((person) => person.is_active)
    .map((person) => {
      const reason = rosterReason(person, kindsOf.get(person.id) ?? new Set(), date, shift);
      return { person, on_roster: isOnRosterReason(reason), reason };
    });
}

/** Decision 153: the roster a screen plans against: an operating day and, when the quarter says, its shift. */
export type RosterDay = { date: string; shift?: Shift };

/** The roster day of a quarter shown on a date: a night quarter after midnight belongs to the day before (decision 080). */
export function rosterDayOf(occurrence: Occurrence<QuarterTimes & { shift?: string }>, quarters: readonly QuarterTimes[]): RosterDay {
  const shift = occurrence.quarter.shift === undefined ? undefined : rosterShiftOfQuarter(occurrence.quarter.shift);
  return { date: operatingDayOf(occurrence, quarters), ...(shift && { shift }) };
}

/** Why a search result is off its roster day, or null: read from the `roster_reason` a search asked with a day carries. */
export function offRosterOf(employee: { shift_pattern: string | null; roster_reason?: RosterReason }): RosterReason | null {
  return employee.roster_reason === undefined ? null : offRosterReason(employee, employee.roster_reason);
}
