import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { EmployeeSort, EmployeeSortKey } from '@stationboard/domain/employees/employee-sort';
import type { Employee } from '@stationboard/domain/schemas/floor-map';
import type { EmployeeCreateInput } from '@stationboard/domain/schemas/employee';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { readEmployeeSkills } from '../skills/skills.repository.ts';

/** Issue 15: the employees with the skills they hold (one read for the lot). */
export async function withSkills(db: Db | Tx, employees: Employee[]): Promise<Employee[]> {
  const skills = await readEmployeeSkills(db, employees.map((e) => e.id));
  return employees.map((e) => ({ ...e, skills: skills.get(e.id) ?? [] }));
}

export function toEmployee(row: typeof s.employees.$inferSelect): Employee {
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
    created_at: row.createdAt.toISOString(),
  };
}

function centerFilter(centerId: string, isActive: boolean | undefined): SQL | undefined {
  return and(eq(s.employees.fulfillmentCenterId, centerId), isActive === undefined ? undefined : eq(s.employees.isActive, isActive));
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
export async function listEmployeesPage(db: Db, centerId: string, options: { isActive?: boolean; page: number; limit: number; sort?: EmployeeSort }) {
  const where = centerFilter(centerId, options.isActive);
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
export async function listSearchCandidates(db: Db, centerId: string, isActive: boolean | undefined): Promise<Employee[]> {
  const rows = await db.select().from(s.employees).where(centerFilter(centerId, isActive));
  return rows.map(toEmployee);
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
