/**
 * Past operating days (issue 27, decision 147): the plan of a day the floor has left is a
 * record, read-only for a MANAGER; an ADMIN (and a SUDO) may correct it, giving a reason the
 * audit row keeps. Every assignment write path asks this one rule.
 */
import { hasMinimumRole, type Role } from '../roles/roles.ts';

/** A day before the one the center's floor is on (both YYYY-MM-DD, see operatingDay). */
export function isPastOperatingDay(day: string, currentDay: string): boolean {
  return day < currentDay;
}

/** Who asks to change assignments, and the reason they give for a past day, if any. */
export type PastDayPermit = { role: Role | null; correctionReason: string | undefined };

/** Whether a change to a past day may go ahead: yes, never for this role, or only with a reason. */
export type PastDayWrite = 'allowed' | 'read_only' | 'reason_required';

export function pastDayWrite(touchesPastDay: boolean, role: Role | null, correctionReason: string | null | undefined): PastDayWrite {
  if (!touchesPastDay) return 'allowed';
  if (!hasMinimumRole(role, 'ADMIN')) return 'read_only';
  return correctionReason ? 'allowed' : 'reason_required';
}

/** Whether the role may change a past day at all (with a reason): what the grid offers. */
export function canCorrectPastDays(role: Role | null): boolean {
  return hasMinimumRole(role, 'ADMIN');
}
