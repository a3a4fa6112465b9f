/**
 * Spec 2 §2 Facilities and §6: ADMIN and up create and edit centers; only SUDO switches one
 * active or inactive, or deletes it (with everything in it, DESIGN §4).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { canSwitchCenter } from '@stationboard/domain/roles/roles';
import { fulfillmentCenterSchema } from '@stationboard/domain/schemas/account';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { fulfillmentCenterCreateSchema, fulfillmentCenterUpdateSchema } from '@stationboard/domain/schemas/fulfillment-center-input';
import { idSchema } from '@stationboard/domain/schemas/id';
import { ok } from '../../lib/envelope.ts';
import { requireActor } from '../../plugins/authorization.ts';
import { createCenter, deleteCenter, editCenter } from './fulfillment-centers-admin.service.ts';
import { listFulfillmentCenters } from './fulfillment-centers.repository.ts';

const ADMIN_ONLY = { minimum: 'ADMIN', deniedMessage: MESSAGES.adminRequiredForCenters } as const;
const params = z.object({ id: idSchema });

export const fulfillmentCenterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function findCenter(id: string) {
    const [center] = await listFulfillmentCenters(db, id);
    if (!center) throw new AppError('NOT_FOUND', 'Fulfillment center not found');
    return center;
  }

  app.get(
    '/fulfillment-centers/:id',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['fulfillment-centers'],
        summary: 'One center (ADMIN and SUDO: any; others: their own)',
        params,
        response: { 200: envelopeSchema(fulfillmentCenterSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!canSwitchCenter(actor.role) && request.params.id !== actor.homeCenterId)
        throw new AppError('FORBIDDEN', 'You do not have access to this fulfillment center');
      return ok(await findCenter(request.params.id));
    },
  );

  app.post(
    '/fulfillment-centers',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags: ['fulfillment-centers'],
        summary: 'Create a center with its station types',
        body: fulfillmentCenterCreateSchema,
        response: { 200: envelopeSchema(fulfillmentCenterSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const id = await createCenter(db, request.body, actor.employeeId);
      return ok(await findCenter(id), 'Fulfillment center created');
    },
  );

  app.put(
    '/fulfillment-centers/:id',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags: ['fulfillment-centers'],
        summary: 'Edit a center; only SUDO changes is_active',
        params,
        body: fulfillmentCenterUpdateSchema,
        response: { 200: envelopeSchema(fulfillmentCenterSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const b = request.body;
      if (b.is_active !== undefined && actor.role !== 'SUDO') throw new AppError('FORBIDDEN', 'Only SUDO can activate or deactivate a fulfillment center');
      const before = await findCenter(request.params.id);
      await editCenter(db, before, b, actor.employeeId);
      return ok(await findCenter(before.id), 'Fulfillment center saved');
    },
  );

  app.delete(
    '/fulfillment-centers/:id',
    {
      config: { access: { roles: ['SUDO'] } },
      schema: {
        tags: ['fulfillment-centers'],
        summary: 'Delete a center and everything in it (SUDO only)',
        params,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const center = await findCenter(request.params.id);
      if (center.id === actor.homeCenterId) throw new AppError('CONFLICT', 'You cannot delete the center your own account belongs to');
      await deleteCenter(db, center, actor.employeeId);
      // Its role records went with it, and those who had selected it now act on their own.
      app.forgetActors();
      return ok(null, 'Fulfillment center deleted');
    },
  );
};
