import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canSwitchCenter } from '@stationboard/domain/roles/roles';
import { fulfillmentCenterSchema } from '@stationboard/domain/schemas/account';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { publicFulfillmentCenterSchema } from '@stationboard/domain/schemas/fulfillment-center';
import { ok } from '../../lib/envelope.ts';
import { requireActor } from '../../plugins/authorization.ts';
import { listFulfillmentCenters, listPublicFulfillmentCenters } from './fulfillment-centers.repository.ts';

export const fulfillmentCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fulfillment-centers/public',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['fulfillment-centers'],
        summary: 'Active centers for the sign-up select; no token needed',
        response: { 200: envelopeSchema(z.array(publicFulfillmentCenterSchema)) },
      },
    },
    async () => ok(await listPublicFulfillmentCenters(app.database.db)),
  );

  app.get(
    '/fulfillment-centers',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['fulfillment-centers'],
        summary: 'Centers the user may work on: all for ADMIN and SUDO, their own for others',
        response: { 200: envelopeSchema(z.array(fulfillmentCenterSchema)) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return ok(await listFulfillmentCenters(app.database.db, canSwitchCenter(actor.role) ? undefined : actor.homeCenterId));
    },
  );
};
