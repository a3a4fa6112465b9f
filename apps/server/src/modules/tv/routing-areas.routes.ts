/** Spec 2 §2 External Routing Areas (overflow routing), as REST calls (DESIGN §2). */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { routingAreaCreateSchema, routingAreaUpdateSchema } from '@stationboard/domain/schemas/routing-area';
import * as s from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { actingCenterId, requireActor } from '../../plugins/authorization.ts';

const routingAreaSchema = z.object({ id: idSchema, fulfillment_center_id: idSchema, area_name: z.string(), is_routing: z.boolean() });

const columns = {
  id: s.externalRoutingAreas.id,
  fulfillment_center_id: s.externalRoutingAreas.fulfillmentCenterId,
  area_name: s.externalRoutingAreas.areaName,
  is_routing: s.externalRoutingAreas.isRouting,
};

const centerQuery = z.object({ fulfillment_center_id: idSchema.optional() });

export const routingAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  const list = (centerId: string, onlyRouting: boolean) =>
    db
      .select(columns)
      .from(s.externalRoutingAreas)
      .where(and(eq(s.externalRoutingAreas.fulfillmentCenterId, centerId), onlyRouting ? eq(s.externalRoutingAreas.isRouting, true) : undefined))
      .orderBy(asc(s.externalRoutingAreas.areaName));

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
      async (request) => ok(await list(actingCenterId(request, request.query.fulfillment_center_id), onlyRouting)),
    );
  }

  /** The area, which must belong to the acting center. */
  async function loadArea(id: string, request: Parameters<typeof actingCenterId>[0]) {
    const [area] = await db.select().from(s.externalRoutingAreas).where(eq(s.externalRoutingAreas.id, id));
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
      const actor = requireActor(request);
      const centerId = actingCenterId(request, request.body.fulfillment_center_id);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(s.externalRoutingAreas)
          .values({ fulfillmentCenterId: centerId, areaName: request.body.area_name, isRouting: request.body.is_routing })
          .returning(columns);
        await writeAudit(tx, { fulfillmentCenterId: centerId, action: 'CREATE', tableName: 'external_routing_areas', recordId: created!.id, newValues: created, createdBy: actor.employeeId });
        return created!;
      });
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
      const actor = requireActor(request);
      const before = await loadArea(request.params.id, request);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(s.externalRoutingAreas)
          .set({ areaName: request.body.area_name ?? before.areaName, isRouting: request.body.is_routing ?? before.isRouting })
          .where(eq(s.externalRoutingAreas.id, before.id))
          .returning(columns);
        await writeAudit(tx, {
          fulfillmentCenterId: before.fulfillmentCenterId,
          action: 'UPDATE',
          tableName: 'external_routing_areas',
          recordId: before.id,
          oldValues: { area_name: before.areaName, is_routing: before.isRouting },
          newValues: request.body,
          createdBy: actor.employeeId,
        });
        return updated!;
      });
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
      const actor = requireActor(request);
      const before = await loadArea(request.params.id, request);
      await db.transaction(async (tx) => {
        await tx.delete(s.externalRoutingAreas).where(eq(s.externalRoutingAreas.id, before.id));
        await writeAudit(tx, {
          fulfillmentCenterId: before.fulfillmentCenterId,
          action: 'DELETE',
          tableName: 'external_routing_areas',
          recordId: before.id,
          oldValues: { area_name: before.areaName, is_routing: before.isRouting },
          createdBy: actor.employeeId,
        });
      });
      return ok(null, 'Routing area removed');
    },
  );
};
