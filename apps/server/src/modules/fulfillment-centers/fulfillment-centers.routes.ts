import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { publicFulfillmentCenterSchema } from '@stationboard/domain/schemas/fulfillment-center';
import { ok } from '../../lib/envelope.ts';
import { listPublicFulfillmentCenters } from './fulfillment-centers.repository.ts';

export const fulfillmentCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fulfillment-centers/public',
    {
      schema: {
        tags: ['fulfillment-centers'],
        summary: 'Active centers for the sign-up select; no token needed',
        response: { 200: envelopeSchema(z.array(publicFulfillmentCenterSchema)) },
      },
    },
    async () => ok(await listPublicFulfillmentCenters(app.database.db)),
  );
};
