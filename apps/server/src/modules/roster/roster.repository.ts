/** Issue 28 (decision 149): a person's exceptions on dates, and what the roster of a date reads. */
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { ExceptionKind, RosterException } from '@stationboard/domain/roster/roster';
import type { SummaryAssignment } from '@stationboard/domain/roster/shift-summary';
import type { EmployeeException } from '@stationboard/domain/schemas/roster';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { toEmployee } from '../../floor/employee-row.ts';

export type ExceptionRow = typeof s.employeeExceptions.$inferSelect;

export function toException(row: ExceptionRow): EmployeeException {
  return {
    id: row.id,
    employee_id: row.employeeId,
    fulfillment_center_id: row.fulfillmentCenterId,
    date: row.date,
    kind: row.kind as ExceptionKind,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findException(db: Db, id: string): Promise<ExceptionRow | null> {
  const [row] = await db.select().from(s.employeeExceptions).where(eq(s.employeeExceptions.id, id));
  return row ?? null;
}

/** The new exception; null when the person already has one of that kind on that date. */
export async function insertException(
  tx: Tx,
  values: { fulfillmentCenterId: string; employeeId: string; date: string; kind: ExceptionKind; note: string | null },
): Promise<ExceptionRow | null> {
  const [row] = await tx.insert(s.employeeExceptions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteException(tx: Tx, id: string): Promise<void> {
  await tx.delete(s.employeeExceptions).where(eq(s.employeeExceptions.id, id));
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
