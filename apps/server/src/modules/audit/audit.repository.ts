/** The reads of the audit log (spec 2 §2 Logs tab); nothing here edits or deletes a row (DESIGN §4). */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import * as s from '../../db/schema.ts';

/** The Logs tab's filters, as columns hold them; each one left undefined filters nothing. */
export type AuditFilters = {
  centerId: string;
  action?: string;
  tableName?: string;
  /** From this moment on. */
  since?: Date;
  /** Before this moment. */
  before?: Date;
  employeeId?: string;
  stationId?: string;
  /** The author: an employee id, or '' for the system. */
  createdBy?: string;
};

function toEntry(row: typeof s.auditLogs.$inferSelect) {
  return {
    id: row.id,
    action: row.action,
    table_name: row.tableName,
    record_id: row.recordId,
    employee_name: row.employeeName,
    employee_id: row.employeeId,
    station_name: row.stationName,
    station_id: row.stationId,
    quarter_id: row.quarterId,
    assignment_date: row.assignmentDate,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    old_values: row.oldValues,
    new_values: row.newValues,
  };
}

function whereOf(f: AuditFilters): SQL | undefined {
  return and(
    eq(s.auditLogs.fulfillmentCenterId, f.centerId),
    f.action !== undefined ? eq(s.auditLogs.action, f.action) : undefined,
    f.tableName !== undefined ? eq(s.auditLogs.tableName, f.tableName) : undefined,
    f.since !== undefined ? gte(s.auditLogs.createdAt, f.since) : undefined,
    f.before !== undefined ? lt(s.auditLogs.createdAt, f.before) : undefined,
    f.employeeId !== undefined ? eq(s.auditLogs.employeeId, f.employeeId) : undefined,
    f.stationId !== undefined ? eq(s.auditLogs.stationId, f.stationId) : undefined,
    f.createdBy !== undefined ? eq(s.auditLogs.createdBy, f.createdBy) : undefined,
  );
}

/** One page of the rows matching the filters, newest first, with the paging figures. */
export async function listAuditPage(db: Db, filters: AuditFilters, page: number, limit: number) {
  const where = whereOf(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(s.auditLogs)
      .where(where)
      .orderBy(desc(s.auditLogs.createdAt), desc(s.auditLogs.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(s.auditLogs).where(where),
  ]);
  const n = total?.n ?? 0;
  return { data: rows.map(toEntry), total: n, page, limit, totalPages: Math.ceil(n / limit) };
}

/** How many rows of the center per action. */
export function countAuditByAction(db: Db, centerId: string) {
  return db
    .select({ action: s.auditLogs.action, n: count() })
    .from(s.auditLogs)
    .where(eq(s.auditLogs.fulfillmentCenterId, centerId))
    .groupBy(s.auditLogs.action);
}

/** One row as the API answers it, with the center it belongs to. */
export async function findAuditEntry(db: Db, id: string) {
  const [row] = await db.select().from(s.auditLogs).where(eq(s.auditLogs.id, id));
  return row ? { centerId: row.fulfillmentCenterId, entry: toEntry(row) } : null;
}
