/** Spec 2 §2 Quarters tab and §6: only ADMIN and up create, edit and delete quarters. */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { quarterInputSchema, quarterSchema, type QuarterInput } from '@stationboard/domain/schemas/quarter';
import type { Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { deleteWithCascade } from '../../lib/cascade-delete.ts';
import { ok } from '../../lib/envelope.ts';
import { actingCenterId, requireActor } from '../../plugins/authorization.ts';
import { quarterColumns } from './quarters.repository.ts';

const ADMIN_ONLY = { minimum: 'ADMIN', deniedMessage: MESSAGES.adminRequiredForQuarters } as const;

async function checkNumberFree(tx: Tx, centerId: string, number: number, exceptId?: string) {
  const [taken] = await tx
    .select({ name: s.quarters.quarterName })
    .from(s.quarters)
    .where(and(eq(s.quarters.fulfillmentCenterId, centerId), eq(s.quarters.quarterNumber, number), exceptId ? ne(s.quarters.id, exceptId) : undefined));
  if (taken) throw new AppError('CONFLICT', `Quarter number ${number} is already used by ${taken.name}`);
}

function values(input: QuarterInput) {
  return { quarterName: input.quarter_name, quarterNumber: input.quarter_number, startTime: input.start_time, endTime: input.end_time, shift: input.shift };
}

export const quarterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const params = z.object({ id: idSchema });

  async function loadQuarter(tx: Tx, request: Parameters<typeof actingCenterId>[0], id: string) {
    const [quarter] = await tx.select().from(s.quarters).where(eq(s.quarters.id, id));
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
      const actor = requireActor(request);
      const centerId = actingCenterId(request, request.body.fulfillment_center_id);
      const quarter = await db.transaction(async (tx) => {
        await checkNumberFree(tx, centerId, request.body.quarter_number);
        const [row] = await tx.insert(s.quarters).values({ fulfillmentCenterId: centerId, ...values(request.body) }).returning(quarterColumns);
        await writeAudit(tx, { fulfillmentCenterId: centerId, action: 'CREATE', tableName: 'quarters', recordId: row!.id, quarterId: row!.id, newValues: row, createdBy: actor.employeeId });
        return row!;
      });
      return ok(quarter, 'Quarter created');
    },
  );

  app.put(
    '/quarters/:id',
    {
      config: { access: ADMIN_ONLY },
      schema: { tags: ['quarters'], summary: 'Edit a quarter', params, body: quarterInputSchema, response: { 200: envelopeSchema(quarterSchema) } },
    },
    async (request) => {
      const actor = requireActor(request);
      actingCenterId(request, request.body.fulfillment_center_id);
      const quarter = await db.transaction(async (tx) => {
        const before = await loadQuarter(tx, request, request.params.id);
        await checkNumberFree(tx, before.fulfillmentCenterId, request.body.quarter_number, before.id);
        const [row] = await tx.update(s.quarters).set(values(request.body)).where(eq(s.quarters.id, before.id)).returning(quarterColumns);
        await writeAudit(tx, {
          fulfillmentCenterId: before.fulfillmentCenterId,
          action: 'UPDATE',
          tableName: 'quarters',
          recordId: before.id,
          quarterId: before.id,
          oldValues: { quarter_name: before.quarterName, quarter_number: before.quarterNumber, start_time: before.startTime, end_time: before.endTime, shift: before.shift },
          newValues: row,
          createdBy: actor.employeeId,
        });
        return row!;
      });
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
      const actor = requireActor(request);
      actingCenterId(request, request.query.fulfillment_center_id);
      await db.transaction(async (tx) => {
        const quarter = await loadQuarter(tx, request, request.params.id);
        await deleteWithCascade(
          tx,
          { table: s.quarters, where: eq(s.quarters.id, quarter.id), assignmentsWhere: eq(s.assignments.quarterId, quarter.id) },
          {
            fulfillmentCenterId: quarter.fulfillmentCenterId,
            tableName: 'quarters',
            recordId: quarter.id,
            quarterId: quarter.id,
            oldValues: { quarter_name: quarter.quarterName, quarter_number: quarter.quarterNumber },
            createdBy: actor.employeeId,
          },
        );
      });
      return ok(null, 'Quarter deleted');
    },
  );
};
