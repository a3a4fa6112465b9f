/**
 * Adding a person's exception inside a change (decisions 149, 153, 155): the one way the single
 * exception of the roster module and each row of the exceptions upload are added, and the
 * queries it makes.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { ExceptionKind } from '@stationboard/domain/roster/roster';
import { occurrenceOnDay } from '@stationboard/domain/quarters/operating-day';
import type { EmployeeException, EmployeeExceptionInput } from '@stationboard/domain/schemas/roster';
import type { Db, Tx } from '../db/database.ts';
import * as s from '../db/schema.ts';
import { auditedEmployee, type AuditedChange } from '../lib/audit.ts';
import type { CenterClock } from './center-clock.ts';
import type { EmployeeRow } from './employee-row.ts';
import { toException, type ExceptionRow } from './roster-standing.ts';

/**
 * One exception added inside a change, audited naming the person, a call-out freeing the day's
 * stations: the one way both the single exception and each row of an upload (decision 155) are
 * added. Null, and nothing written, when the person already has one of that kind that day.
 * `clock` is read only for a call-out.
 */
export async function addExceptionIn(
  change: AuditedChange,
  employee: EmployeeRow,
  input: Pick<EmployeeExceptionInput, 'date' | 'kind' | 'note'>,
  clock: () => Promise<CenterClock>,
): Promise<EmployeeException | null> {
  const values = { date: input.date, kind: input.kind, note: input.note ?? null };
  const row = await insertException(change.tx, { fulfillmentCenterId: employee.fulfillmentCenterId, employeeId: employee.id, ...values });
  if (!row) return null;
  await change.audit({ action: 'CREATE', tableName: 'employee_exceptions', recordId: row.id, ...auditedEmployee(employee), newValues: values });
  const freed = input.kind === 'call_out' ? await freeCalledOutStations(change, employee, row, await clock()) : [];
  return toException({ ...row, freedStations: freed });
}

/**
 * Decision 153: a call-out takes the person off their stations of that operating day that they
 * have not checked in to (each removal audited, the realtime trigger tells the screens), and the
 * exception keeps which, so the dashboard lists them as open. A past day is history: untouched.
 */
async function freeCalledOutStations({ tx, audit }: AuditedChange, employee: EmployeeRow, exception: ExceptionRow, clock: CenterClock) {
  if (clock.isPast(exception.date)) return [];
  const occurrences = clock.quarters.map((quarter) => ({ quarterId: quarter.id, date: occurrenceOnDay(quarter, exception.date, clock.quarters).date }));
  const removed = await deleteUncheckedAssignments(tx, employee.id, occurrences);
  for (const assignment of removed) {
    await audit({
      action: 'DELETE',
      tableName: 'assignments',
      recordId: assignment.id,
      ...auditedEmployee(employee),
      stationId: assignment.stationId,
      stationName: assignment.stationCode,
      quarterId: assignment.quarterId,
      assignmentDate: assignment.assignmentDate,
      oldValues: { employee_id: assignment.employeeId, employee_name: assignment.employeeName, is_wildcard: assignment.isWildcard },
      newValues: { call_out: exception.id },
    });
  }
  const freed = removed.map((assignment) => ({ station_id: assignment.stationId, quarter_id: assignment.quarterId }));
  if (freed.length > 0) await setFreedStations(tx, exception.id, freed);
  return freed;
}

/** The new exception; null when the person already has one of that kind on that date. */
async function insertException(
  tx: Tx,
  values: { fulfillmentCenterId: string; employeeId: string; date: string; kind: ExceptionKind; note: string | null },
): Promise<ExceptionRow | null> {
  const [row] = await tx.insert(s.employeeExceptions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Decision 153: takes the person off every station they hold, not yet checked in, in the given
 * quarter occurrences (an operating day's); the assignments removed, with their station's code.
 */
async function deleteUncheckedAssignments(tx: Tx, employeeId: string, occurrences: readonly { quarterId: string; date: string }[]) {
  if (occurrences.length === 0) return [];
  const a = s.assignments;
  const inDay = or(...occurrences.map((o) => and(eq(a.quarterId, o.quarterId), eq(a.assignmentDate, o.date))));
  const removed = await tx
    .delete(a)
    .where(and(eq(a.employeeId, employeeId), eq(a.checkedIn, false), inDay))
    .returning();
  if (removed.length === 0) return [];
  const codeOf = await stationCodes(
    tx,
    removed.map((row) => row.stationId),
  );
  return removed.map((row) => ({ ...row, stationCode: codeOf.get(row.stationId) ?? '' }));
}

/** The codes of the stations, by id. */
export async function stationCodes(db: Db | Tx, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: s.stations.id, code: s.stations.stationCode }).from(s.stations).where(inArray(s.stations.id, ids));
  return new Map(rows.map((row) => [row.id, row.code]));
}

async function setFreedStations(tx: Tx, exceptionId: string, freed: { station_id: string; quarter_id: string }[]): Promise<void> {
  await tx.update(s.employeeExceptions).set({ freedStations: freed }).where(eq(s.employeeExceptions.id, exceptionId));
}
