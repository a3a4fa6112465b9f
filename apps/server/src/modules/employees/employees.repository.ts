import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Shift, ShiftPatternFilter } from '@stationboard/domain/roster/shift-pattern-presets';
import type { EmployeeSort, EmployeeSortKey } from '@stationboard/domain/employees/employee-sort';
import type { Assignment } from '@stationboard/domain/schemas/floor-map';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { selectAssignments, toAssignment } from '../../floor/assignment-row.ts';
import { toEmployee, withSkills, type EmployeeRow } from '../../floor/employee-row.ts';

/** Which of a center's people a list reads: active or not, and (decision 153) by shift pattern and shift. */
export type EmployeeFilter = { isActive?: boolean; pattern?: ShiftPatternFilter; shift?: Shift };

function centerFilter(centerId: string, { isActive, pattern, shift }: EmployeeFilter): SQL | undefined {
  const e = s.employees;
  return and(
    eq(e.fulfillmentCenterId, centerId),
    isActive === undefined ? undefined : eq(e.isActive, isActive),
    pattern === undefined ? undefined : pattern === 'none' ? isNull(e.shiftPattern) : eq(e.shiftPattern, pattern),
    shift === undefined ? undefined : eq(e.shift, shift),
  );
}

const SORT_COLUMNS = {
  name: s.employees.name,
  employee_id: s.employees.employeeId,
  department_id: s.employees.departmentId,
  badge_barcode_id: s.employees.badgeBarcodeId,
  employee_uid: s.employees.employeeUid,
  is_active: s.employees.isActive,
  created_at: s.employees.createdAt,
} satisfies Record<EmployeeSortKey, unknown>;

/** The domain's order (employees/employee-sort.ts) in SQL: blanks last both ways, Active before Inactive ascending. */
function sortOrder(sort: EmployeeSort): SQL[] {
  if (!sort) return [];
  const column = SORT_COLUMNS[sort.key];
  const ascending = sort.key === 'is_active' ? sort.direction === 'desc' : sort.direction === 'asc';
  const byText = sort.key === 'name' || sort.key === 'employee_id' ? sql`lower(${column})` : sql`${column}`;
  return [ascending ? sql`${byText} asc nulls last` : sql`${byText} desc nulls last`];
}

/** One page of a center's employees, by name unless a column sort is asked for. */
export async function listEmployeesPage(db: Db, centerId: string, options: EmployeeFilter & { page: number; limit: number; sort?: EmployeeSort }) {
  const where = centerFilter(centerId, options);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(s.employees)
      .where(where)
      .orderBy(...sortOrder(options.sort ?? null), asc(s.employees.name), asc(s.employees.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ n: count() }).from(s.employees).where(where),
  ]);
  return { rows: await withSkills(db, rows.map(toEmployee)), total: total?.n ?? 0 };
}

/** Every candidate a search ranks (spec 1 §5 ranks with typo tolerance, which SQL cannot). */
export async function listSearchCandidates(db: Db, centerId: string, filter: EmployeeFilter): Promise<Employee[]> {
  const rows = await db.select().from(s.employees).where(centerFilter(centerId, filter));
  return rows.map(toEmployee);
}

/** The person's assignments on a date. */
export async function listEmployeeAssignments(db: Db, employeeId: string, date: string): Promise<Assignment[]> {
  const rows = await selectAssignments(db).where(and(eq(s.assignments.employeeId, employeeId), eq(s.assignments.assignmentDate, date)));
  return rows.map(toAssignment);
}

/** One page of the person's assignments, newest first, and how many there are in all. */
export async function listEmployeeHistory(db: Db, employeeId: string, page: number, limit: number): Promise<{ rows: Assignment[]; total: number }> {
  const where = eq(s.assignments.employeeId, employeeId);
  const [rows, [total]] = await Promise.all([
    selectAssignments(db)
      .where(where)
      .orderBy(desc(s.assignments.assignmentDate), desc(s.assignments.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(s.assignments).where(where),
  ]);
  return { rows: rows.map(toAssignment), total: total?.n ?? 0 };
}

export async function updateEmployee(tx: Tx, id: string, changes: Partial<typeof s.employees.$inferInsert>): Promise<EmployeeRow> {
  const [row] = await tx.update(s.employees).set(changes).where(eq(s.employees.id, id)).returning();
  return row!;
}

/** The person and, with them, their assignments (deleteWithCascade's target). */
export function employeeCascade(id: string) {
  return { table: s.employees, where: eq(s.employees.id, id), assignmentsWhere: eq(s.assignments.employeeId, id) };
}
