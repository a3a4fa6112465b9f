/** Spec 2 §2 External Routing Areas (overflow routing), as REST calls (DESIGN §2). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { routingAreaCreateSchema, routingAreaUpdateSchema } from '@stationboard/domain/schemas/routing-area';
import { ok } from '../../lib/envelope.ts';
import { actingOf } from '../../plugins/acting.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { findRoutingArea, listRoutingAreas } from './routing-areas.repository.ts';
import { addRoutingArea, editRoutingArea, removeRoutingArea } from './routing-areas.service.ts';

const routingAreaSchema = z.object({ id: idSchema, fulfillment_center_id: idSchema, area_name: z.string(), is_routing: z.boolean() });

const centerQuery = z.object({ fulfillment_center_id: idSchema.optional() });

export const routingAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  for (const [url, onlyRouting] of [
    ['/routing-areas', false],
    ['/routing-areas/active', true],
  ] as const) {
    app.get(
      url,
      {
        config: { access: { minimum: 'VIEW' } },
        schema: {
          tags: ['tv'],
          summary: onlyRouting ? 'Active routing areas, by name' : 'All routing areas of the center, by name',
          querystring: centerQuery,
          response: { 200: envelopeSchema(z.array(routingAreaSchema)) },
        },
      },
      async (request) => ok(await listRoutingAreas(db, actingCenterId(request, request.query.fulfillment_center_id), onlyRouting)),
    );
  }

  /** The area, which must belong to the acting center. */
  async function loadArea(id: string, request: Parameters<typeof actingCenterId>[0]) {
    const area = await findRoutingArea(db, id);
    if (!area) throw new AppError('NOT_FOUND', 'Routing area not found');
    actingCenterId(request, area.fulfillmentCenterId);
    return area;
  }

  app.post(
    '/routing-areas',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['tv'],
        summary: 'Add a routing area (inactive unless is_routing is given)',
        body: routingAreaCreateSchema.extend({ fulfillment_center_id: idSchema.optional() }),
        response: { 200: envelopeSchema(routingAreaSchema) },
      },
    },
    async (request) => {
      const row = await addRoutingArea(db, request.body, actingOf(request, request.body.fulfillment_center_id));
      return ok(row, 'Routing area added');
    },
  );

  app.put(
    '/routing-areas/:id',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['tv'],
        summary: 'Rename a routing area or switch it Active/Inactive',
        params: z.object({ id: idSchema }),
        body: routingAreaUpdateSchema,
        response: { 200: envelopeSchema(routingAreaSchema) },
      },
    },
    async (request) => {
      const before = await loadArea(request.params.id, request);
      const row = await editRoutingArea(db, before, request.body, actingOf(request));
      return ok(row, 'Routing area saved');
    },
  );

  app.delete(
    '/routing-areas/:id',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: { tags: ['tv'], summary: 'Remove a routing area', params: z.object({ id: idSchema }), response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      const before = await loadArea(request.params.id, request);
      await removeRoutingArea(db, before, actingOf(request));
      return ok(null, 'Routing area removed');
    },
  );
};
