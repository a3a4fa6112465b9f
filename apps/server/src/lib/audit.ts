/**
 * DESIGN §4 Audit: every mutation writes its row in the same transaction as the change, with
 * old and new values; `created_by` is the acting user's employee id, or blank for the system.
 */
import type { Db, Tx } from '../db/database.ts';
import { eq } from 'drizzle-orm';
import { auditEmployeeRef, type AuditAction, type AuditTable } from '@stationboard/domain/audit/audit-log';
import { auditLogs, employees } from '../db/schema.ts';

/**
 * The action and table come from the Logs tab's lists, so a writer cannot record a value the
 * tab's filters do not offer (decision 086).
 */
export type AuditEntry = Omit<typeof auditLogs.$inferInsert, 'id' | 'createdAt' | 'action' | 'tableName'> & { action: AuditAction; tableName: AuditTable };

/**
 * Old and new values keep the API's field names (is_active, not isActive) whichever shape a
 * writer had at hand, a request body or a database row, so the Logs tab shows one vocabulary.
 */
function withApiFieldNames(values: unknown): unknown {
  if (values === null || typeof values !== 'object' || Array.isArray(values) || values instanceof Date) return values;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value]));
}

/** The insert of an audit row, for a statement that also makes the change it records. */
export function auditInsert(tx: Tx | Db, entry: AuditEntry) {
  return tx.insert(auditLogs).values({ ...entry, oldValues: withApiFieldNames(entry.oldValues), newValues: withApiFieldNames(entry.newValues) });
}

export async function writeAudit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  await auditInsert(tx, entry);
}

/** How an audit row names an employee (decision 019); the Logs tab's filter uses the same rule. */
export function auditedEmployee(employee: { id: string; employeeId: string | null; name: string }) {
  return { employeeId: auditEmployeeRef({ id: employee.id, login: employee.employeeId }), employeeName: employee.name };
}

/** The same, for a change that only has the assignment at hand. */
export async function auditedEmployeeById(tx: Tx | Db, id: string) {
  const [employee] = await tx.select({ id: employees.id, employeeId: employees.employeeId, name: employees.name }).from(employees).where(eq(employees.id, id));
  return employee ? auditedEmployee(employee) : { employeeId: id, employeeName: null };
}
