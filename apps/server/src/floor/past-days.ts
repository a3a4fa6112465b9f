/**
 * Past operating days on every assignment write path (issue 27, decision 147): read-only for
 * a MANAGER (403 PAST_DAY_READ_ONLY), changed by an ADMIN with a reason (400
 * CORRECTION_REASON_REQUIRED without one), which the change's audit row keeps.
 */
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { pastDayWrite } from '@stationboard/domain/plan/past-days';
import type { Role } from '@stationboard/domain/roles/roles';
import { CORRECTION_REASON_REQUIRED, PAST_DAY_READ_ONLY } from '@stationboard/domain/schemas/plan';
import type { CenterClock } from './center-clock.ts';

/** Who asks to change assignments, and the reason they give for a past day, if any. */
export type PastDayPermit = { role: Role | null; correctionReason: string | undefined };

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
