/**
 * The employee row as the API's employee, with the skills they hold, and the writes that make
 * one: shared by the employee screens, the station popover's Create & Assign and the bulk upload.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import type { EmployeeCreateInput } from '@stationboard/domain/schemas/employee';
import { storedShiftPattern, type ShiftPatternInput } from '@stationboard/domain/roster/shift-pattern-presets';
import type { Db, Tx } from '../db/database.ts';
import * as s from '../db/schema.ts';
import { readEmployeeSkills } from './skills.ts';

/** Issue 15: the employees with the skills they hold (one read for the lot). */
export async function withSkills(db: Db | Tx, employees: Employee[]): Promise<Employee[]> {
  const skills = await readEmployeeSkills(
    db,
    employees.map((e) => e.id),
  );
  return employees.map((e) => ({ ...e, skills: skills.get(e.id) ?? [] }));
}

export type EmployeeRow = typeof s.employees.$inferSelect;

export async function findEmployee(db: Db | Tx, id: string): Promise<EmployeeRow | null> {
  const [employee] = await db.select().from(s.employees).where(eq(s.employees.id, id));
  return employee ?? null;
}

export function toEmployee(row: EmployeeRow): Employee {
  return {
    id: row.id,
    fulfillment_center_id: row.fulfillmentCenterId,
    name: row.name,
    employee_id: row.employeeId,
    department_id: row.departmentId,
    badge_barcode_id: row.badgeBarcodeId,
    employee_uid: row.employeeUid,
    is_active: row.isActive,
    preferred_language: row.preferredLanguage as Employee['preferred_language'],
    shift_pattern: row.shiftPattern as Employee['shift_pattern'],
    work_days: row.workDays,
    shift: row.shift as Employee['shift'],
    pattern_starts_on: row.patternStartsOn,
    pattern_ends_on: row.patternEndsOn,
    created_at: row.createdAt.toISOString(),
  };
}

function employeeValues(centerId: string, input: EmployeeCreateInput) {
  return {
    fulfillmentCenterId: centerId,
    name: input.name,
    employeeId: input.employee_id ?? null,
    departmentId: input.department_id ?? null,
    badgeBarcodeId: input.badge_barcode_id ?? null,
    employeeUid: input.employee_uid ?? null,
    preferredLanguage: input.preferred_language ?? null,
    ...patternColumns(input),
  };
}

/**
 * Issue 28 (decision 149): the pattern fields a request sent, as columns (a preset written out
 * as its days and shift); the fields not sent are left out.
 */
export function patternColumns(input: ShiftPatternInput) {
  const pattern = storedShiftPattern(input);
  return {
    ...(pattern && { shiftPattern: pattern.shift_pattern, workDays: pattern.work_days, shift: pattern.shift }),
    ...(input.pattern_starts_on !== undefined && { patternStartsOn: input.pattern_starts_on }),
    ...(input.pattern_ends_on !== undefined && { patternEndsOn: input.pattern_ends_on }),
  };
}

export async function insertEmployee(tx: Tx, centerId: string, input: EmployeeCreateInput) {
  const [row] = await tx.insert(s.employees).values(employeeValues(centerId, input)).returning();
  return row!;
}

/** The person a Create & Assign call made, by the request id it sent (decision 137). */
export async function findEmployeeByCreationRequest(tx: Tx, requestId: string) {
  const [row] = await tx.select().from(s.employees).where(eq(s.employees.creationRequestId, requestId));
  return row ?? null;
}

/**
 * Makes the person of a Create & Assign request unless that request already made them; null
 * when it had (a retry racing the first try waits for it here, then finds its row).
 */
export async function insertEmployeeOnce(tx: Tx, centerId: string, input: EmployeeCreateInput, requestId: string) {
  const [row] = await tx
    .insert(s.employees)
    .values({ ...employeeValues(centerId, input), creationRequestId: requestId })
    .onConflictDoNothing({ target: s.employees.creationRequestId })
    .returning();
  return row ?? null;
}

/**
 * Decision 155: everyone, in any center, whose login (case aside) or badge an exceptions upload
 * names. The names go as JSON parameters: a file of 50,000 rows would pass PostgreSQL's limit
 * of 65,535 bound parameters as a list.
 */
export function findPeopleByLoginOrBadge(db: Db, logins: readonly string[], badges: readonly number[]): Promise<EmployeeRow[]> {
  const e = s.employees;
  return db
    .select()
    .from(e)
    .where(
      or(
        sql`lower(${e.employeeId}) in (select lower(value) from jsonb_array_elements_text(${JSON.stringify(logins)}::jsonb))`,
        sql`${e.badgeBarcodeId} in (select value::bigint from jsonb_array_elements_text(${JSON.stringify(badges)}::jsonb))`,
      ),
    );
}
