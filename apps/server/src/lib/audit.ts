/**
 * DESIGN §4 Audit: every mutation writes its row in the same transaction as the change, with
 * old and new values; `created_by` is the acting user's employee id, or blank for the system.
 */
import type { Db, Tx } from '../db/database.ts';
import { auditLogs } from '../db/schema.ts';

export type AuditEntry = Omit<typeof auditLogs.$inferInsert, 'id' | 'createdAt'>;

export async function writeAudit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLogs).values(entry);
}
