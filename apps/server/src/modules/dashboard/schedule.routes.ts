/** GET /quarters/schedule/{fc} and its issues (issue 6): the day at a glance for a center. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scheduleIssuesSchema, scheduleQuarterSchema } from '@stationboard/domain/schemas/dashboard';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { ok, sendJsonData } from '../../lib/envelope.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { scheduleIssuesJson, scheduleOfDay } from './schedule.service.ts';

const params = z.object({ fc: idSchema });

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/quarters/schedule/:fc',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['quarters'],
        summary: "The center's quarters in shift order, with today's assigned and checked-in counts",
        params,
        response: { 200: envelopeSchema(z.array(scheduleQuarterSchema)) },
      },
    },
    async (request) => ok(await scheduleOfDay(db, actingCenterId(request, request.params.fc), app.clock())),
  );

  app.get(
    '/quarters/schedule/:fc/issues',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['quarters'],
        summary:
          "Today's problems: empty critical stations per quarter, people missing later quarters, indirect hours over the limit (with their next indirect station today), overlapping quarters",
        params,
        response: { 200: envelopeSchema(scheduleIssuesSchema) },
      },
    },
    // Written as it is: checking hundreds of people missing later quarters against the response schema cost more than finding them (decision 151).
    async (request, reply) => sendJsonData(reply, await scheduleIssuesJson(db, actingCenterId(request, request.params.fc), app.clock())),
  );
};
