/**
 * The Quarters tab's calls (spec 2 §2 Quarters tab and §6): only ADMIN and up create, edit,
 * flag active and delete quarters. The rules of a quarter are the service's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { quarterInputSchema, quarterUpdateSchema } from '@stationboard/domain/schemas/quarter';
import { quarterSchema } from '@stationboard/domain/schemas/quarter-record';
import { ok } from '../../lib/envelope.ts';
import { actingOf } from '../../plugins/acting.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { createQuarter, deleteQuarter, editQuarter } from './quarters-admin.service.ts';
import { findQuarterRow } from './quarters.repository.ts';

const ADMIN_ONLY = { minimum: 'ADMIN', deniedMessage: MESSAGES.adminRequiredForQuarters } as const;

export const quarterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const params = z.object({ id: idSchema });

  /** The quarter, which must belong to the acting center. */
  async function loadQuarter(request: Parameters<typeof actingCenterId>[0], id: string) {
    const quarter = await findQuarterRow(db, id);
    if (!quarter) throw new AppError('NOT_FOUND', 'Quarter not found');
    actingCenterId(request, quarter.fulfillmentCenterId);
    return quarter;
  }

  app.post(
    '/quarters',
    {
      config: { access: ADMIN_ONLY },
      schema: { tags: ['quarters'], summary: 'Create a quarter', body: quarterInputSchema, response: { 200: envelopeSchema(quarterSchema) } },
    },
    async (request) => {
      const quarter = await createQuarter(db, request.body, actingOf(request, request.body.fulfillment_center_id));
      return ok(quarter, 'Quarter created');
    },
  );

  app.put(
    '/quarters/:id',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags: ['quarters'],
        summary: 'Edit a quarter, flag it active or clear the flag',
        params,
        body: quarterUpdateSchema,
        response: { 200: envelopeSchema(quarterSchema) },
      },
    },
    async (request) => {
      const acting = actingOf(request, request.body.fulfillment_center_id);
      const { id } = await loadQuarter(request, request.params.id);
      const quarter = await editQuarter(db, id, request.body, acting);
      return ok(quarter, 'Quarter saved');
    },
  );

  app.delete(
    '/quarters/:id',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags: ['quarters'],
        summary: 'Delete a quarter with its assignments',
        params,
        querystring: z.object({ fulfillment_center_id: idSchema.optional() }),
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const acting = actingOf(request, request.query.fulfillment_center_id);
      await deleteQuarter(db, await loadQuarter(request, request.params.id), acting);
      return ok(null, 'Quarter deleted');
    },
  );
};
