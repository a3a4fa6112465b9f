import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { localDateTimeInZone } from '@stationboard/domain/quarters/local-time';
import { envelopeSchema, pagedSchema } from '@stationboard/domain/schemas/envelope';
import { assignmentSchema } from '@stationboard/domain/schemas/floor-map';
import { dateSchema, idSchema } from '@stationboard/domain/schemas/id';
import { quarterSchema } from '@stationboard/domain/schemas/quarter';
import { ok } from '../../lib/envelope.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
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
      const quarter = await findQuarterWithCenter(app.database.db, request.params.id);
      if (!quarter) throw new AppError('NOT_FOUND', 'Quarter not found');
      actingCenterId(request, quarter.fulfillment_center_id);
      const { page, limit } = request.query;
      const date = request.query.assignment_date ?? localDateTimeInZone(new Date(), quarter.timezone).date;
      const { rows, total } = await listQuarterAssignments(app.database.db, { centerId: quarter.fulfillment_center_id, quarterId: quarter.id, date, page, limit });
      return ok({ data: rows, total, page, limit, totalPages: Math.ceil(total / limit) });
    },
  );
};
