import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { localDateTimeInZone } from '@stationboard/domain/quarters/local-time';
import { selectCurrentQuarter } from '@stationboard/domain/quarters/select-quarter';
import { envelopeSchema, pagedSchema } from '@stationboard/domain/schemas/envelope';
import { assignmentSchema } from '@stationboard/domain/schemas/floor-map';
import { dateSchema, idSchema } from '@stationboard/domain/schemas/id';
import { quarterSchema } from '@stationboard/domain/schemas/quarter';
import { quarterStatsSchema } from '@stationboard/domain/schemas/quarter-stats';
import { ok } from '../../lib/envelope.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { centerNow } from '../fulfillment-centers/fulfillment-centers.repository.ts';
import { getQuarterStats } from './quarter-stats.repository.ts';
import { findQuarterWithCenter, listQuarterAssignments, listQuarters } from './quarters.repository.ts';

export const quarterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quarters',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['quarters'],
        summary: "The center's quarters by number",
        querystring: z.object({ fulfillment_center_id: idSchema.optional() }),
        response: { 200: envelopeSchema(z.array(quarterSchema)) },
      },
    },
    async (request) => ok(await listQuarters(app.database.db, actingCenterId(request, request.query.fulfillment_center_id))),
  );

  app.get(
    '/quarters/:id/assignments',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['quarters'],
        summary: "A quarter's assignments on a date (today in the center's timezone by default), newest first, paged",
        params: z.object({ id: idSchema }),
        querystring: z.object({
          fulfillment_center_id: idSchema.optional(),
          assignment_date: dateSchema.optional(),
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(1000).default(20),
          forceRefresh: z.unknown().optional(),
        }),
        response: { 200: envelopeSchema(pagedSchema(assignmentSchema)) },
      },
    },
    async (request) => {
      actingCenterId(request, request.query.fulfillment_center_id);
      const quarter = await loadQuarter(request, request.params.id);
      const { page, limit } = request.query;
      const date = request.query.assignment_date ?? localDateTimeInZone(new Date(), quarter.timezone).date;
      const { rows, total } = await listQuarterAssignments(app.database.db, { centerId: quarter.fulfillment_center_id, quarterId: quarter.id, date, page, limit });
      return ok({ data: rows, total, page, limit, totalPages: Math.ceil(total / limit) });
    },
  );

  /** The quarter, which must belong to the acting center. */
  async function loadQuarter(request: FastifyRequest, id: string) {
    const quarter = await findQuarterWithCenter(app.database.db, id);
    if (!quarter) throw new AppError('NOT_FOUND', 'Quarter not found');
    actingCenterId(request, quarter.fulfillment_center_id);
    return quarter;
  }

  app.get(
    '/quarters/active/current',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['quarters'],
        summary: 'The current quarter (spec 2 §4): the active one, else the one holding the time, else the next, else the earliest',
        querystring: z.object({ fulfillment_center_id: idSchema.optional() }),
        response: { 200: envelopeSchema(quarterSchema.nullable()) },
      },
    },
    async (request) => {
      const centerId = actingCenterId(request, request.query.fulfillment_center_id);
      const { minutes } = await centerNow(app.database.db, centerId);
      return ok(selectCurrentQuarter(await listQuarters(app.database.db, centerId), minutes));
    },
  );

  app.get(
    '/quarters/:id',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: { tags: ['quarters'], summary: 'One quarter', params: z.object({ id: idSchema }), response: { 200: envelopeSchema(quarterSchema) } },
    },
    async (request) => {
      const { timezone: _timezone, ...quarter } = await loadQuarter(request, request.params.id);
      return ok(quarter);
    },
  );

  app.get(
    '/quarters/:id/stats',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['quarters'],
        summary: "The quarter's staffing counters, ratio and efficiency on a date (today by default)",
        params: z.object({ id: idSchema }),
        querystring: z.object({ assignment_date: dateSchema.optional(), fulfillment_center_id: idSchema.optional() }),
        response: { 200: envelopeSchema(quarterStatsSchema) },
      },
    },
    async (request) => {
      actingCenterId(request, request.query.fulfillment_center_id);
      const quarter = await loadQuarter(request, request.params.id);
      const date = request.query.assignment_date ?? localDateTimeInZone(new Date(), quarter.timezone).date;
      return ok(await getQuarterStats(app.database.db, { centerId: quarter.fulfillment_center_id, quarterId: quarter.id, date }));
    },
  );
};
