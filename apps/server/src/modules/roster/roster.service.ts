/**
 * Issue 28 (decision 149): adding and removing a person's exceptions, each audited naming the
 * person, and the roster of an operating day by the domain's one rule.
 */
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { occurrenceOnDay } from '@stationboard/domain/quarters/operating-day';
import { rosterOf } from '@stationboard/domain/roster/roster';
import type { Shift } from '@stationboard/domain/roster/shift-pattern-presets';
import type { CallOutOpening, EmployeeExceptionInput, RosterEntryAnswer, RosterSummary } from '@stationboard/domain/schemas/roster';
import type { Db } from '../../db/database.ts';
import { auditedChange, auditedEmployee, type Acting } from '../../lib/audit.ts';
import { addExceptionIn } from '../../floor/exception-change.ts';
import { readCenterClock } from '../../floor/center-clock.ts';
import type { EmployeeRow } from '../../floor/employee-row.ts';
import { listCenterExceptionsOn, type ExceptionRow } from '../../floor/roster-standing.ts';
import { listActivePeople, readRosterSummary } from '../../floor/roster-summary.ts';
import { deleteException, listOpenAfterCallOuts } from './roster.repository.ts';

/**
 * 409 when the person already has an exception of that kind on that date. A call-out on an
 * operating day not yet over frees the stations the person holds that day (decision 153).
 */
export function addException(db: Db, employee: EmployeeRow, input: EmployeeExceptionInput, acting: Acting, now: Date) {
  return auditedChange(db, acting, async (change) => {
    const added = await addExceptionIn(change, employee, input, () => readCenterClock(change.tx, employee.fulfillmentCenterId, now));
    if (!added) throw new AppError('CONFLICT', MESSAGES.exceptionExists);
    return added;
  });
}

/** Decision 153: the stations call-outs freed on operating day `date` that are still open, by quarter then station. */
export async function readCallOutOpenings(db: Db, centerId: string, date: string, now: Date): Promise<CallOutOpening[]> {
  const clock = await readCenterClock(db, centerId, now);
  const quarterOf = new Map(clock.quarters.map((quarter) => [quarter.id, quarter]));
  const open = await listOpenAfterCallOuts(db, centerId, date, (quarterId) => {
    const quarter = quarterOf.get(quarterId);
    return quarter ? occurrenceOnDay(quarter, date, clock.quarters).date : null;
  });
  return open
    .map((spot) => {
      const quarter = quarterOf.get(spot.quarterId)!;
      return {
        employee_name: spot.employeeName,
        station_id: spot.stationId,
        station_code: spot.stationCode,
        quarter_id: spot.quarterId,
        quarter_name: quarter.quarter_name,
        quarter_number: quarter.quarter_number,
        date: spot.date,
      };
    })
    .sort((a, b) => a.quarter_number - b.quarter_number || a.station_code.localeCompare(b.station_code, 'en', { numeric: true }));
}

export function removeException(db: Db, employee: EmployeeRow, exception: ExceptionRow, acting: Acting): Promise<void> {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    await deleteException(tx, exception.id);
    await audit({
      action: 'DELETE',
      tableName: 'employee_exceptions',
      recordId: exception.id,
      ...auditedEmployee(employee),
      oldValues: { date: exception.date, kind: exception.kind, note: exception.note },
    });
  });
}

/** Every active person of the center on operating day `date` (one shift of it when asked): on the roster or not, and why. */
export async function readRoster(db: Db, centerId: string, date: string, shift: Shift | undefined): Promise<RosterEntryAnswer[]> {
  const [people, exceptions] = await Promise.all([listActivePeople(db, centerId), listCenterExceptionsOn(db, centerId, date)]);
  return rosterOf(people, exceptions, date, shift).map(({ person, on_roster, reason }) => ({ employee: person, on_roster, reason }));
}

/** GET /api/roster/summary (decision 154): the roster of operating day `date` per shift, by the center's clock at `now`. */
export async function readDaySummary(db: Db, centerId: string, date: string, now: Date): Promise<RosterSummary> {
  return readRosterSummary(db, centerId, await readCenterClock(db, centerId, now), date);
}
