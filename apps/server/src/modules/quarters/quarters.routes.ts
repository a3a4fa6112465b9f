import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { selectCurrentQuarter } from '@stationboard/domain/quarters/select-quarter';
import { envelopeSchema, pagedSchema } from '@stationboard/domain/schemas/envelope';
import { assignmentSchema } from '@stationboard/domain/schemas/floor-map';
import { dateSchema, idSchema } from '@stationboard/domain/schemas/id';
import { quarterSchema } from '@stationboard/domain/schemas/quarter-record';
import { quarterStatsSchema } from '@stationboard/domain/schemas/quarter-stats';
import { ok, pagedJson, sendJsonData } from '../../lib/envelope.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { readCenterClock } from '../../floor/center-clock.ts';
import { getQuarterStats } from './quarter-stats.repository.ts';
import { findQuarter, listQuarterAssignmentsJson, listQuarters } from './quarters.repository.ts';

export const quarterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quarters',
    {
      config: { access: { minimum: 'VIEW', token: 'plan:read' }, etag: 'data' },
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
      config: { access: { minimum: 'VIEW', token: 'plan:read' }, etag: 'dated', shareAnswer: true },
      schema: {
        tags: ['quarters'],
        summary: "A quarter's assignments on a date (by default its date on the operating day), newest first, paged",
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
    async (request, reply) => {
      actingCenterId(request, request.query.fulfillment_center_id);
      const quarter = await loadQuarter(request, request.params.id);
      const { page, limit } = request.query;
      const date = request.query.assignment_date ?? (await defaultDate(quarter));
      const { json, total } = await listQuarterAssignmentsJson(app.database.db, {
        centerId: quarter.fulfillment_center_id,
        quarterId: quarter.id,
        date,
        page,
        limit,
      });
      return sendJsonData(reply, pagedJson(json, { total, page, limit }));
    },
  );

  /** Without a date, the quarter's occurrence on the operating day (decision 080). */
  async function defaultDate(quarter: { id: string; fulfillment_center_id: string }) {
    const clock = await readCenterClock(app.database.db, quarter.fulfillment_center_id, app.clock());
    const listed = clock.quarters.find((q) => q.id === quarter.id);
    return listed ? clock.occurrenceOf(listed).date : clock.operatingDay;
  }

  /** The quarter, which must belong to the acting center. */
  async function loadQuarter(request: FastifyRequest, id: string) {
    const quarter = await findQuarter(app.database.db, id);
    if (!quarter) throw new AppError('NOT_FOUND', 'Quarter not found');
    actingCenterId(request, quarter.fulfillment_center_id);
    return quarter;
  }

  app.get(
    '/quarters/active/current',
    {
      config: { access: { minimum: 'VIEW', token: 'plan:read' } },
      schema: {
        tags: ['quarters'],
        summary:
          'The current quarter (spec 2 §4): the active one, else the one holding the time, else the next, else the earliest; with the date of its assignments (the operating day, decision 080)',
        querystring: z.object({ fulfillment_center_id: idSchema.optional() }),
        response: { 200: envelopeSchema(quarterSchema.extend({ assignment_date: dateSchema }).nullable()) },
      },
    },
    async (request) => {
      const centerId = actingCenterId(request, request.query.fulfillment_center_id);
      const clock = await readCenterClock(app.database.db, centerId, app.clock());
      const current = selectCurrentQuarter(clock.quarters, clock.now);
      return ok(current ? { ...current.quarter, assignment_date: current.date } : null);
    },
  );

  app.get(
    '/quarters/:id',
    {
      config: { access: { minimum: 'VIEW', token: 'plan:read' } },
      schema: { tags: ['quarters'], summary: 'One quarter', params: z.object({ id: idSchema }), response: { 200: envelopeSchema(quarterSchema) } },
    },
    async (request) => {
      return ok(await loadQuarter(request, request.params.id));
    },
  );

  app.get(
    '/quarters/:id/stats',
    {
      config: { access: { minimum: 'VIEW', token: 'plan:read' }, etag: 'dated' },
      schema: {
        tags: ['quarters'],
        summary: "The quarter's staffing counters, ratio and efficiency on a date (by default its date on the operating day)",
        params: z.object({ id: idSchema }),
        querystring: z.object({ assignment_date: dateSchema.optional(), fulfillment_center_id: idSchema.optional() }),
        response: { 200: envelopeSchema(quarterStatsSchema) },
      },
    },
    async (request) => {
      actingCenterId(request, request.query.fulfillment_center_id);
      const quarter = await loadQuarter(request, request.params.id);
      const date = request.query.assignment_date ?? (await defaultDate(quarter));
      return ok(await getQuarterStats(app.database.db, { centerId: quarter.fulfillment_center_id, quarterId: quarter.id, date }));
    },
  );
};
