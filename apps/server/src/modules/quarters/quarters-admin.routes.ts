/**
 * Spec 2 §2 Quarters tab and §6: only ADMIN and up create, edit, flag active and delete
 * quarters; at most one quarter of a center is active (decision 092); a center's quarters do
 * not overlap and none lasts over 16 hours (decision 136; the length is the input schema's).
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { findQuarterOverlapping } from '@stationboard/domain/quarters/overlapping-quarters';
import { formatQuarterTimes, type QuarterTimes } from '@stationboard/domain/quarters/time';
import { idSchema } from '@stationboard/domain/schemas/id';
import { quarterInputSchema, quarterSchema, quarterUpdateSchema, type QuarterInput } from '@stationboard/domain/schemas/quarter';
import type { Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { deleteWithCascade } from '../../lib/cascade-delete.ts';
import { ok } from '../../lib/envelope.ts';
import { actingCenterId, requireActor } from '../../plugins/authorization.ts';
import { quarterColumns } from '../../floor/center-clock.ts';

const ADMIN_ONLY = { minimum: 'ADMIN', deniedMessage: MESSAGES.adminRequiredForQuarters } as const;

async function checkNumberFree(tx: Tx, centerId: string, number: number, exceptId?: string) {
  const [taken] = await tx
    .select({ name: s.quarters.quarterName })
    .from(s.quarters)
    .where(and(eq(s.quarters.fulfillmentCenterId, centerId), eq(s.quarters.quarterNumber, number), exceptId ? ne(s.quarters.id, exceptId) : undefined));
  if (taken) throw new AppError('CONFLICT', `Quarter number ${number} is already used by ${taken.name}`);
}

/**
 * Locks the center for a quarter edit, before anything is read: two ADMINs adding or moving
 * quarters at once are checked one after the other, the second seeing the first's quarter.
 * NO KEY UPDATE leaves every insert that refers to the center (which only key-shares it) going.
 */
async function lockCenterForQuarters(tx: Tx, centerId: string) {
  await tx.select({ id: s.fulfillmentCenters.id }).from(s.fulfillmentCenters).where(eq(s.fulfillmentCenters.id, centerId)).for('no key update');
}

/** Decision 136: a moment of the day belongs to one quarter of a center at most (across midnight too). */
async function checkNoOverlap(tx: Tx, centerId: string, times: QuarterTimes, exceptId?: string) {
  const others = await tx
    .select(quarterColumns)
    .from(s.quarters)
    .where(and(eq(s.quarters.fulfillmentCenterId, centerId), exceptId ? ne(s.quarters.id, exceptId) : undefined));
  const other = findQuarterOverlapping(times, others);
  if (other) throw new AppError('CONFLICT', MESSAGES.quarterOverlaps(formatQuarterTimes(times), other.quarter_name, formatQuarterTimes(other)));
}

function values(input: QuarterInput) {
  return { quarterName: input.quarter_name, quarterNumber: input.quarter_number, startTime: input.start_time, endTime: input.end_time, shift: input.shift };
}

/**
 * Locks every quarter of the center, always in the same order, for the rest of the transaction.
 * Two ADMINs activating two quarters at once then run one after the other, and the second sees
 * and clears the first's flag instead of failing on the one-active index. NO KEY UPDATE leaves
 * assignment writes (which only key-share the quarter) unblocked.
 */
function lockCenterQuarters(tx: Tx, centerId: string) {
  return tx.select().from(s.quarters).where(eq(s.quarters.fulfillmentCenterId, centerId)).orderBy(asc(s.quarters.id)).for('no key update');
}

type QuarterRow = typeof s.quarters.$inferSelect;
type QuarterChanges = Partial<Pick<QuarterRow, 'quarterName' | 'quarterNumber' | 'startTime' | 'endTime' | 'shift' | 'isActive'>>;

/** Writes the changes with their UPDATE audit row, old and new values of the changed fields only. */
async function updateQuarterRow(tx: Tx, before: QuarterRow, changes: QuarterChanges, createdBy: string) {
  const [row] = await tx.update(s.quarters).set(changes).where(eq(s.quarters.id, before.id)).returning(quarterColumns);
  await writeAudit(tx, {
    fulfillmentCenterId: before.fulfillmentCenterId,
    action: 'UPDATE',
    tableName: 'quarters',
    recordId: before.id,
    quarterId: before.id,
    oldValues: Object.fromEntries(Object.keys(changes).map((key) => [key, before[key as keyof QuarterChanges]])),
    newValues: changes,
    createdBy,
  });
  return row!;
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
        await lockCenterForQuarters(tx, centerId);
        await checkNumberFree(tx, centerId, request.body.quarter_number);
        await checkNoOverlap(tx, centerId, request.body);
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
      schema: { tags: ['quarters'], summary: 'Edit a quarter, flag it active or clear the flag', params, body: quarterUpdateSchema, response: { 200: envelopeSchema(quarterSchema) } },
    },
    async (request) => {
      const actor = requireActor(request);
      const body = request.body;
      actingCenterId(request, body.fulfillment_center_id);
      const quarter = await db.transaction(async (tx) => {
        const { fulfillmentCenterId } = await loadQuarter(tx, request, request.params.id);
        await lockCenterForQuarters(tx, fulfillmentCenterId);
        const locked = await lockCenterQuarters(tx, fulfillmentCenterId);
        const before = locked.find((q) => q.id === request.params.id);
        if (!before) throw new AppError('NOT_FOUND', 'Quarter not found');
        const form = body.quarter_name === undefined ? null : body;
        if (form) await checkNumberFree(tx, fulfillmentCenterId, form.quarter_number, before.id);
        // Times kept as they were are not judged again: an overlap made before decision 136 is
        // listed on the Quarters tab, and renaming one of its quarters stays possible.
        if (form && (form.start_time !== before.startTime || form.end_time !== before.endTime)) await checkNoOverlap(tx, fulfillmentCenterId, form, before.id);
        const flagChanges = body.is_active !== undefined && body.is_active !== before.isActive;
        if (flagChanges && body.is_active) {
          const previous = locked.find((q) => q.isActive);
          if (previous) await updateQuarterRow(tx, previous, { isActive: false }, actor.employeeId);
        }
        const changes: QuarterChanges = { ...(form && values(form)), ...(flagChanges && { isActive: body.is_active }) };
        if (Object.keys(changes).length > 0) return updateQuarterRow(tx, before, changes, actor.employeeId);
        // Already as asked: nothing to write or audit.
        const [unchanged] = await tx.select(quarterColumns).from(s.quarters).where(eq(s.quarters.id, before.id));
        return unchanged!;
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
