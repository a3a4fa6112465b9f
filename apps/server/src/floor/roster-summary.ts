/**
 * Decision 154: the roster of an operating day per shift (rostered, planned, checked in, who is
 * rostered but not planned) and from today on the attendance forecast. Here in the floor
 * kernel since two modules read it: the roster's summary and the demand of a day (decision 156),
 * whose expected heads are planned × the forecast's show rate.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { localDateTimeInZone } from '@stationboard/domain/quarters/local-time';
import { operatingDay } from '@stationboard/domain/quarters/operating-day';
import type { RosterException } from '@stationboard/domain/roster/roster';
import { summarizeShifts, summaryAssignmentDates, summaryDays, type SummaryAssignment } from '@stationboard/domain/roster/shift-summary';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import type { RosterSummary } from '@stationboard/domain/schemas/roster';
import type { Db } from '../db/database.ts';
import * as s from '../db/schema.ts';
import type { CenterClock } from './center-clock.ts';
import { toEmployee } from './employee-row.ts';

/** The center's active people, by name. */
export async function listActivePeople(db: Db, centerId: string): Promise<Employee[]> {
  const rows = await db
    .select()
    .from(s.employees)
    .where(and(eq(s.employees.fulfillmentCenterId, centerId), eq(s.employees.isActive, true)))
    .orderBy(asc(s.employees.name), asc(s.employees.id));
  return rows.map(toEmployee);
}

/** Decision 154: the center's exceptions on some dates, as the roster reads them. */
export function listCenterExceptionsIn(db: Db, centerId: string, dates: readonly string[]): Promise<RosterException[]> {
  return db
    .select({ employee_id: s.employeeExceptions.employeeId, date: s.employeeExceptions.date, kind: s.employeeExceptions.kind })
    .from(s.employeeExceptions)
    .where(and(eq(s.employeeExceptions.fulfillmentCenterId, centerId), inArray(s.employeeExceptions.date, [...dates]))) as Promise<RosterException[]>;
}

/** Decision 154: who is assigned to which quarter on some dates, and whether they checked in. */
export function listAssignmentsIn(db: Db, centerId: string, dates: readonly string[]): Promise<SummaryAssignment[]> {
  return db
    .select({
      date: s.assignments.assignmentDate,
      quarter_id: s.assignments.quarterId,
      employee_id: s.assignments.employeeId,
      checked_in: s.assignments.checkedIn,
    })
    .from(s.assignments)
    .where(and(eq(s.assignments.fulfillmentCenterId, centerId), inArray(s.assignments.assignmentDate, [...dates])));
}

/**
 * Decision 154: per shift of operating day `date`, rostered, planned, checked in, who is
 * rostered but not planned, and from today on the forecast. Earlier weeks are rostered by
 * today's patterns and those weeks' exceptions, for the people the center had then. `clock` is
 * the center's, read by the caller (the demand of a day reads it too).
 */
export async function readRosterSummary(db: Db, centerId: string, clock: CenterClock, date: string): Promise<RosterSummary> {
  const days = summaryDays(date, clock.operatingDay);
  const [people, exceptions, assignments] = await Promise.all([
    listActivePeople(db, centerId),
    listCenterExceptionsIn(db, centerId, days),
    listAssignmentsIn(db, centerId, summaryAssignmentDates(clock.quarters, days)),
  ]);
  // The operating day a person was added on: someone added at 01:00, while the night shift that started the evening before still runs, is on that night's roster.
  const known = people.map((person) => ({
    ...person,
    known_from: operatingDay(localDateTimeInZone(new Date(person.created_at), clock.timeZone), clock.quarters),
  }));
  const shifts = summarizeShifts({ quarters: clock.quarters, people: known, exceptions, assignments, day: date, today: clock.operatingDay });
  return { date, today: clock.operatingDay, shifts };
}
