/**
 * DESIGN §4 Audit: every mutation writes its row in the same transaction as the change, with
 * old and new values; `created_by` is the acting user's employee id, or blank for the system.
 */
import type { Db, Tx } from '../db/database.ts';
import { eq, sql, type SQL } from 'drizzle-orm';
import { auditEmployeeRef, type AuditAction, type AuditTable } from '@stationboard/domain/audit/audit-log';
import { auditLogs, employees } from '../db/schema.ts';

/**
 * The action and table come from the Logs tab's lists, so a writer cannot record a value the
 * tab's filters do not offer (decision 086).
 */
type AuditEntry = Omit<typeof auditLogs.$inferInsert, 'id' | 'createdAt' | 'action' | 'tableName'> & { action: AuditAction; tableName: AuditTable };

/**
 * Old and new values keep the API's field names (is_active, not isActive) whichever shape a
 * writer had at hand, a request body or a database row, so the Logs tab shows one vocabulary.
 */
function withApiFieldNames(values: unknown): unknown {
  if (values === null || typeof values !== 'object' || Array.isArray(values) || values instanceof Date) return values;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value]));
}

/**
 * Who makes a change and in which center: every audit row of the change is written with this
 * center (`fulfillment_center_id`) and this author (`created_by`: the acting user's employee
 * id, blank for the system).
 */
export type Acting = { centerId: string; employeeId: string };

/** The author (`created_by`) of a change the system makes, such as the command line's. */
export const SYSTEM_AUTHOR = '';

/** An audit row of a change, less what the change's Acting fills in. */
export type AuditRecord = Omit<AuditEntry, 'fulfillmentCenterId' | 'createdBy'>;

/** A change in progress: its transaction, and the audit rows it writes there. */
export type AuditedChange = {
  tx: Tx;
  acting: Acting;
  /** Writes an audit row of this change, in its transaction. */
  audit(record: AuditRecord): Promise<void>;
  /**
   * The same row's insert as SQL, for a statement that also makes the change it records: one
   * round trip where a center's other scans wait (decision 111).
   */
  auditSql(record: AuditRecord): SQL;
};

function auditInsert(tx: Tx, acting: Acting, record: AuditRecord) {
  return tx.insert(auditLogs).values({
    ...record,
    fulfillmentCenterId: acting.centerId,
    createdBy: acting.employeeId,
    oldValues: withApiFieldNames(record.oldValues),
    newValues: withApiFieldNames(record.newValues),
  });
}

/**
 * DESIGN §4: a change and its audit rows in one transaction (decision 139). Every write that
 * audits runs in here; the audit rows can be written nowhere else. Called with a transaction,
 * the change is a savepoint inside it.
 */
export function auditedChange<T>(db: Db | Tx, acting: Acting, work: (change: AuditedChange) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // Decision 159: the assignment changes this transaction announces name their author (migration 0019).
    await tx.execute(sql`select set_config('stationboard.actor', ${acting.employeeId}, true)`);
    return work({
      tx,
      acting,
      audit: async (record) => {
        await auditInsert(tx, acting, record);
      },
      auditSql: (record) => auditInsert(tx, acting, record).getSQL(),
    });
  });
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
