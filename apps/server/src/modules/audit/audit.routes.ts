/**
 * The audit log (spec 2 §2 Logs tab): paged and filtered, read only — DESIGN §4: no endpoint
 * edits or deletes audit rows. Scoped to the acting center.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { AUDIT_SYSTEM_AUTHOR, auditEntrySchema as entrySchema, auditFiltersSchema, auditReference } from '@stationboard/domain/audit/audit-log';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { operatingDayStart } from '@stationboard/domain/quarters/operating-day';
import { envelopeSchema, pagedSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { ok } from '../../lib/envelope.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { readCenterClock } from '../../floor/center-clock.ts';
import { countAuditByAction, findAuditEntry, listAuditPage } from './audit.repository.ts';

const filtersSchema = auditFiltersSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
  fulfillment_center_id: idSchema.optional(),
});

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const access = { minimum: 'MANAGER' } as const;
  const paging = z.object({ page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(1000).default(20) });

  app.get(
    '/audit',
    {
      config: { access },
      schema: {
        tags: ['audit'],
        summary: 'The audit log, newest first, with the seven filters of the Logs tab',
        querystring: filtersSchema,
        response: { 200: envelopeSchema(pagedSchema(entrySchema)) },
      },
    },
    async (request) => {
      const q = request.query;
      const centerId = actingCenterId(request, q.fulfillment_center_id);
      // The dates are the center's operating days (decision 080): a night shift's changes after
      // midnight belong to the day its quarter started.
      const { timeZone, quarters } = await readCenterClock(db, centerId, app.clock());
      const filters = {
        centerId,
        action: q.action || undefined,
        tableName: q.table_name || undefined,
        since: q.start_date ? operatingDayStart(q.start_date, timeZone, quarters) : undefined,
        before: q.end_date ? operatingDayStart(addDays(q.end_date, 1), timeZone, quarters) : undefined,
        employeeId: q.employee_id || undefined,
        stationId: q.station_id || undefined,
        // A blank created_by is the system (spec 2 §2); filtering for 'System' finds those rows.
        createdBy: q.created_by === AUDIT_SYSTEM_AUTHOR ? '' : q.created_by || undefined,
      };
      return ok(await listAuditPage(db, filters, q.page, q.limit));
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
      const rows = await countAuditByAction(db, centerId);
      return ok({ total: rows.reduce((sum, r) => sum + r.n, 0), by_action: Object.fromEntries(rows.map((r) => [r.action, r.n])) });
    },
  );

  app.get(
    '/audit/employee/:id/history',
    {
      config: { access },
      schema: {
        tags: ['audit'],
        summary: "An employee's audit history",
        params: z.object({ id: auditReference('Employee') }),
        querystring: paging,
        response: { 200: envelopeSchema(pagedSchema(entrySchema)) },
      },
    },
    async (request) => {
      const centerId = actingCenterId(request);
      return ok(await listAuditPage(db, { centerId, employeeId: request.params.id }, request.query.page, request.query.limit));
    },
  );

  app.get(
    '/audit/station/:id/history',
    {
      config: { access },
      schema: {
        tags: ['audit'],
        summary: "A station's audit history",
        params: z.object({ id: auditReference('Station') }),
        querystring: paging,
        response: { 200: envelopeSchema(pagedSchema(entrySchema)) },
      },
    },
    async (request) => {
      const centerId = actingCenterId(request);
      return ok(await listAuditPage(db, { centerId, stationId: request.params.id }, request.query.page, request.query.limit));
    },
  );

  app.get(
    '/audit/:id',
    {
      config: { access },
      schema: { tags: ['audit'], summary: 'One audit row', params: z.object({ id: idSchema }), response: { 200: envelopeSchema(entrySchema) } },
    },
    async (request) => {
      const found = await findAuditEntry(db, request.params.id);
      if (!found) throw new AppError('NOT_FOUND', 'Audit entry not found');
      // A row without a center (none are written so today) is nobody's to read.
      if (found.centerId !== actingCenterId(request, found.centerId)) throw new AppError('NOT_FOUND', 'Audit entry not found');
      return ok(found.entry);
    },
  );
};
