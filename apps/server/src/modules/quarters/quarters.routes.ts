import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { quarterSchema } from '@stationboard/domain/schemas/quarter';
import { ok } from '../../lib/envelope.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { listQuarters } from './quarters.repository.ts';

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
};
