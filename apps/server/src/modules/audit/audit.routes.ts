/**
 * The audit log (spec 2 §2 Logs tab): paged and filtered, read only — DESIGN §4: no endpoint
 * edits or deletes audit rows. Scoped to the acting center.
 */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { AUDIT_SYSTEM_AUTHOR, auditEntrySchema as entrySchema, auditFiltersSchema, auditReference } from '@stationboard/domain/audit/audit-log';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { operatingDayStart } from '@stationboard/domain/quarters/operating-day';
import { envelopeSchema, pagedSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import type { Db } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { readCenterClock } from '../../floor/center-clock.ts';

const filtersSchema = auditFiltersSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
  fulfillment_center_id: idSchema.optional(),
});

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

async function pageOf(db: Db, where: SQL | undefined, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(s.auditLogs).where(where).orderBy(desc(s.auditLogs.createdAt), desc(s.auditLogs.id)).limit(limit).offset((page - 1) * limit),
    db.select({ n: count() }).from(s.auditLogs).where(where),
  ]);
  const n = total?.n ?? 0;
  return { data: rows.map(toEntry), total: n, page, limit, totalPages: Math.ceil(n / limit) };
}

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const access = { minimum: 'MANAGER' } as const;
  const paging = z.object({ page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(1000).default(20) });

  app.get(
    '/audit',
    {
      config: { access },
      schema: { tags: ['audit'], summary: 'The audit log, newest first, with the seven filters of the Logs tab', querystring: filtersSchema, response: { 200: envelopeSchema(pagedSchema(entrySchema)) } },
    },
    async (request) => {
      const q = request.query;
      const centerId = actingCenterId(request, q.fulfillment_center_id);
      // A blank created_by is the system (spec 2 §2); filtering for 'System' finds those rows.
      const createdBy = q.created_by === AUDIT_SYSTEM_AUTHOR ? eq(s.auditLogs.createdBy, '') : q.created_by ? eq(s.auditLogs.createdBy, q.created_by) : undefined;
      // The dates are the center's operating days (decision 080): a night shift's changes after
      // midnight belong to the day its quarter started.
      const { timeZone, quarters } = await readCenterClock(db, centerId, app.clock());
      const where = and(
        eq(s.auditLogs.fulfillmentCenterId, centerId),
        q.action ? eq(s.auditLogs.action, q.action) : undefined,
        q.table_name ? eq(s.auditLogs.tableName, q.table_name) : undefined,
        q.start_date ? gte(s.auditLogs.createdAt, operatingDayStart(q.start_date, timeZone, quarters)) : undefined,
        q.end_date ? lt(s.auditLogs.createdAt, operatingDayStart(addDays(q.end_date, 1), timeZone, quarters)) : undefined,
        q.employee_id ? eq(s.auditLogs.employeeId, q.employee_id) : undefined,
        q.station_id ? eq(s.auditLogs.stationId, q.station_id) : undefined,
        createdBy,
      );
      return ok(await pageOf(db, where, q.page, q.limit));
    },
  );

  app.get(
    '/audit/stats/summary',
    {
      config: { access },
      schema: {
        tags: ['audit'],
        summary: 'How many audit rows per action',
        querystring: z.object({ fulfillment_center_id: idSchema.optional() }),
        response: { 200: envelopeSchema(z.object({ total: z.number().int(), by_action: z.record(z.string(), z.number().int()) })) },
      },
    },
    async (request) => {
      const centerId = actingCenterId(request, request.query.fulfillment_center_id);
      const rows = await db
        .select({ action: s.auditLogs.action, n: count() })
        .from(s.auditLogs)
        .where(eq(s.auditLogs.fulfillmentCenterId, centerId))
        .groupBy(s.auditLogs.action);
      return ok({ total: rows.reduce((sum, r) => sum + r.n, 0), by_action: Object.fromEntries(rows.map((r) => [r.action, r.n])) });
    },
  );

  app.get(
    '/audit/employee/:id/history',
    {
      config: { access },
      schema: { tags: ['audit'], summary: "An employee's audit history", params: z.object({ id: auditReference('Employee') }), querystring: paging, response: { 200: envelopeSchema(pagedSchema(entrySchema)) } },
    },
    async (request) => {
      const centerId = actingCenterId(request);
      return ok(await pageOf(db, and(eq(s.auditLogs.fulfillmentCenterId, centerId), eq(s.auditLogs.employeeId, request.params.id)), request.query.page, request.query.limit));
    },
  );

  app.get(
    '/audit/station/:id/history',
    {
      config: { access },
      schema: { tags: ['audit'], summary: "A station's audit history", params: z.object({ id: auditReference('Station') }), querystring: paging, response: { 200: envelopeSchema(pagedSchema(entrySchema)) } },
    },
    async (request) => {
      const centerId = actingCenterId(request);
      return ok(await pageOf(db, and(eq(s.auditLogs.fulfillmentCenterId, centerId), eq(s.auditLogs.stationId, request.params.id)), request.query.page, request.query.limit));
    },
  );

  app.get(
    '/audit/:id',
    {
      config: { access },
      schema: { tags: ['audit'], summary: 'One audit row', params: z.object({ id: idSchema }), response: { 200: envelopeSchema(entrySchema) } },
    },
    async (request) => {
      const [row] = await db.select().from(s.auditLogs).where(eq(s.auditLogs.id, request.params.id));
      if (!row) throw new AppError('NOT_FOUND', 'Audit entry not found');
      // A row without a center (none are written so today) is nobody's to read.
      if (row.fulfillmentCenterId !== actingCenterId(request, row.fulfillmentCenterId)) throw new AppError('NOT_FOUND', 'Audit entry not found');
      return ok(toEntry(row));
    },
  );
};
