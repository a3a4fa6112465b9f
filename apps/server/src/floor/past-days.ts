/**
 * Past operating days on every assignment write path (issue 27, decision 147): read-only for
 * a MANAGER (403 PAST_DAY_READ_ONLY), changed by an ADMIN with a reason (400
 * CORRECTION_REASON_REQUIRED without one), which the change's audit row keeps.
 */
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { pastDayWrite, type PastDayPermit } from '@stationboard/domain/plan/past-days';
import { CORRECTION_REASON_REQUIRED, PAST_DAY_READ_ONLY } from '@stationboard/domain/schemas/plan';
import type { Db, Tx } from '../db/database.ts';
import { readCenterClock, type CenterClock } from './center-clock.ts';

/** A change's permit for past days and the moment it is asked at (the center's clock reads it). */
export type PastDayGuard = { permit: PastDayPermit; now: Date };

/**
 * Refuses a change touching a past operating day unless the permit allows it. Returns the
 * reason the audit row keeps: the correction's when a past day is touched, else null.
 */
export function checkPastDays(clock: CenterClock, days: Iterable<string>, permit: PastDayPermit): string | null {
  const past = [...days].filter((day) => clock.isPast(day)).sort();
  switch (pastDayWrite(past.length > 0, permit.role, permit.correctionReason)) {
    case 'read_only':
      throw new AppError('FORBIDDEN', MESSAGES.pastDayReadOnly, { type: PAST_DAY_READ_ONLY, dates: past });
    case 'reason_required':
      throw new AppError('BAD_REQUEST', MESSAGES.correctionReasonRequired, { type: CORRECTION_REASON_REQUIRED, dates: past });
    case 'allowed':
      return past.length > 0 ? (permit.correctionReason ?? null) : null;
  }
}

/** The same for one assignment: the operating day of its quarter on its date. */
export async function checkAssignmentDay(
  db: Db | Tx,
  centerId: string,
  slot: { quarterId: string; date: string },
  guard: PastDayGuard,
): Promise<string | null> {
  const clock = await readCenterClock(db, centerId, guard.now);
  return checkPastDays(clock, [clock.dayOf(slot.quarterId, slot.date)], guard.permit);
}
