import { offRosterOf, type RosterReason } from '@stationboard/domain/roster/roster';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import { MESSAGES } from './i18n/messages.ts';

// Read when shown, so they are in the language of that moment.
const MARKS: Partial<Record<RosterReason, () => string>> = {
  time_off: () => MESSAGES.rosterOffTimeOff,
  vto: () => MESSAGES.rosterOffVto,
  call_out: () => MESSAGES.rosterOffCallOut,
  not_scheduled: () => MESSAGES.rosterNotScheduled,
};

/**
 * Decision 153: what the popover and the plan grid say beside a person off the roster day they
 * plan ("off: time off", "not scheduled"); null for someone on it or not known to be off.
 */
export function offRosterMark(employee: Pick<Employee, 'shift_pattern' | 'roster_reason'>): string | null {
  const reason = offRosterOf(employee);
  return reason === null ? null : (MARKS[reason]?.() ?? null);
}
