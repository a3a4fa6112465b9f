/**
 * DESIGN §4 Deletion: deleting an employee, station, quarter or center removes what depends
 * on it (the database's ON DELETE CASCADE) in one transaction, audited CASCADE_DELETE with
 * what was removed and how many assignments went with it.
 */
import { count, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import * as s from '../db/schema.ts';
import type { AuditedChange, AuditRecord } from './audit.ts';

export async function deleteWithCascade(
  { tx, audit }: AuditedChange,
  target: { table: Parameters<Tx['delete']>[0]; where: SQL; assignmentsWhere: SQL },
  record: Omit<AuditRecord, 'action'> & { oldValues: Record<string, unknown> },
): Promise<void> {
  const [assignments] = await tx.select({ n: count() }).from(s.assignments).where(target.assignmentsWhere);
  await tx.delete(target.table).where(target.where);
  await audit({ ...record, action: 'CASCADE_DELETE', oldValues: { ...record.oldValues, removed_assignments: assignments?.n ?? 0 } });
}
