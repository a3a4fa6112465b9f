/**
 * Issue 28 (decision 149): adding and removing a person's exceptions, each audited naming the
 * person, and the roster of an operating day by the domain's one rule.
 */
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { localDateTimeInZone } from '@stationboard/domain/quarters/local-time';
import { rosterOf } from '@stationboard/domain/roster/roster';
import { summarizeShifts, summaryAssignmentDates, summaryDays } from '@stationboard/domain/roster/shift-summary';
import type { Shift } from '@stationboard/domain/roster/shift-pattern-presets';
import type { EmployeeExceptionInput, RosterEntryAnswer, RosterSummary } from '@stationboard/domain/schemas/roster';
import type { Db } from '../../db/database.ts';
import { auditedChange, auditedEmployee, type Acting } from '../../lib/audit.ts';
import type { EmployeeRow } from '../../floor/employee-row.ts';
import { readCenterClock } from '../../floor/center-clock.ts';
import {
  deleteException,
  insertException,
  listActivePeople,
  listAssignmentsIn,
  listCenterExceptionsIn,
  listCenterExceptionsOn,
  toException,
  type ExceptionRow,
} from './roster.repository.ts';

/** 409 when the person already has an exception of that kind on that date. */
export function addException(db: Db, employee: EmployeeRow, input: EmployeeExceptionInput, acting: Acting) {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    const values = { date: input.date, kind: input.kind, note: input.note ?? null };
    const row = await insertException(tx, { fulfillmentCenterId: employee.fulfillmentCenterId, employeeId: employee.id, ...values });
    if (!row) throw new AppError('CONFLICT', MESSAGES.exceptionExists);
    await audit({ action: 'CREATE', tableName: 'employee_exceptions', recordId: row.id, ...auditedEmployee(employee), newValues: values });
    return toException(row);
  });
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

/**
 * Decision 154: per shift of operating day `date`, rostered, planned, checked in, who is
 * rostered but not planned, and from today on the forecast. Earlier weeks are rostered by
 * today's patterns and those weeks' exceptions, for the people the center had then.
 */
export async function readRosterSummary(db: Db, centerId: string, date: string, instant: Date): Promise<RosterSummary> {
  const clock = await readCenterClock(db, centerId, instant);
  const days = summaryDays(date, clock.operatingDay);
  const [people, exceptions, assignments] = await Promise.all([
    listActivePeople(db, centerId),
    listCenterExceptionsIn(db, centerId, days),
    listAssignmentsIn(db, centerId, summaryAssignmentDates(clock.quarters, days)),
  ]);
  const known = people.map((person) => ({ ...person, known_from: localDateTimeInZone(new Date(person.created_at), clock.timeZone).date }));
  const shifts = summarizeShifts({ quarters: clock.quarters, people: known, exceptions, assignments, day: date, today: clock.operatingDay });
  return { date, today: clock.operatingDay, shifts };
}
