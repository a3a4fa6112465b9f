/**
 * Issue 28 (decisions 149, 153): a person's exceptions on dates and where people stand on the
 * roster of a day, read by the roster module, the employees search and the badge scan.
 */
import { and, asc, between, eq } from 'drizzle-orm';
import { offRosterReason, rosterOf, type ExceptionKind, type RosterPerson, type RosterReason } from '@stationboard/domain/roster/roster';
import type { Shift } from '@stationboard/domain/roster/shift-pattern-presets';
import type { EmployeeException } from '@stationboard/domain/schemas/roster';
import type { Db } from '../db/database.ts';
import * as s from '../db/schema.ts';
import { findEmployee, toEmployee } from './employee-row.ts';

export type ExceptionRow = typeof s.employeeExceptions.$inferSelect;

export function toException(row: ExceptionRow): EmployeeException {
  return {
    id: row.id,
    employee_id: row.employeeId,
    fulfillment_center_id: row.fulfillmentCenterId,
    date: row.date,
    kind: row.kind as ExceptionKind,
    note: row.note,
    freed_stations: row.freedStations,
    created_at: row.createdAt.toISOString(),
  };
}

/** The person's exceptions from `from` to `to`, both included, by date. */
export async function listPersonExceptions(db: Db, employeeId: string, from: string, to: string): Promise<EmployeeException[]> {
  const rows = await db
    .select()
    .from(s.employeeExceptions)
    .where(and(eq(s.employeeExceptions.employeeId, employeeId), between(s.employeeExceptions.date, from, to)))
    .orderBy(asc(s.employeeExceptions.date), asc(s.employeeExceptions.kind));
  return rows.map(toException);
}

/** The center's exceptions on one date. */
export async function listCenterExceptionsOn(db: Db, centerId: string, date: string): Promise<EmployeeException[]> {
  const rows = await db
    .select()
    .from(s.employeeExceptions)
    .where(and(eq(s.employeeExceptions.fulfillmentCenterId, centerId), eq(s.employeeExceptions.date, date)));
  return rows.map(toException);
}

/** Decision 153: why each of `people` is on operating day `date`'s roster or off it (an inactive person is left out). */
export async function rosterReasonsOf(
  db: Db,
  centerId: string,
  people: readonly RosterPerson[],
  date: string,
  shift: Shift | undefined,
): Promise<Map<string, RosterReason>> {
  const exceptions = await listCenterExceptionsOn(db, centerId, date);
  return new Map(rosterOf(people, exceptions, date, shift).map(({ person, reason }) => [person.id, reason]));
}

/** Decision 153: why the person is off operating day `day`'s roster (of `shift`, when given), or null when they are not known to be off. */
export async function findOffRosterReason(db: Db, employeeId: string, day: string, shift: Shift | undefined): Promise<RosterReason | null> {
  const [row, exceptions] = await Promise.all([findEmployee(db, employeeId), listPersonExceptions(db, employeeId, day, day)]);
  if (!row) return null;
  const person = toEmployee(row);
  const [entry] = rosterOf([person], exceptions, day, shift);
  return entry ? offRosterReason(person, entry.reason) : null;
}
