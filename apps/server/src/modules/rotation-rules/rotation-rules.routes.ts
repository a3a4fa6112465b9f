/**
 * Rotation rules (spec 2 §2 Rotations, §5, §6, §8): a rule sends the person at one station to
 * another in the next quarter. The server enforces what the tab shows: same line or no line,
 * one rule per source and per destination, no edits on an inactive source, and only ADMIN
 * and up remove a rule.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { isOfferedDestination } from '@stationboard/domain/rotations/rotation-destination';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { rotationRuleCreateSchema, rotationRuleUpdateSchema } from '@stationboard/domain/schemas/rotation-rule';
import type { Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { actingCenterId, requireActor } from '../../plugins/authorization.ts';

const stationRef = z.object({ id: idSchema, station_code: z.string(), line_number: z.number().int().nullable() });
const ruleSchema = z.object({
  id: idSchema,
  from_station_id: idSchema,
  to_station_id: idSchema,
  from_station: stationRef,
  to_station: stationRef,
  line_number: z.number().int().nullable(),
  fulfillment_center_id: idSchema,
});
type Rule = z.infer<typeof ruleSchema>;

export const rotationRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function listRules(tx: Tx | typeof db, centerId: string, id?: string): Promise<Rule[]> {
    const stations = await tx.select().from(s.stations).where(eq(s.stations.fulfillmentCenterId, centerId));
    const byId = new Map(stations.map((st) => [st.id, { id: st.id, station_code: st.stationCode, line_number: st.lineNumber }]));
    const rules = await tx
      .select()
      .from(s.rotationRules)
      .where(and(eq(s.rotationRules.fulfillmentCenterId, centerId), id ? eq(s.rotationRules.id, id) : undefined))
      .orderBy(asc(s.rotationRules.createdAt));
    return rules.map((r) => ({
      id: r.id,
      from_station_id: r.fromStationId,
      to_station_id: r.toStationId,
      from_station: byId.get(r.fromStationId)!,
      to_station: byId.get(r.toStationId)!,
      line_number: r.lineNumber,
      fulfillment_center_id: r.fulfillmentCenterId,
    }));
  }

  /** The checks of spec 2 §5, in the order the tab meets them. */
  async function checkRule(tx: Tx, centerId: string, fromId: string, toId: string, editedId?: string) {
    const [from] = await tx.select().from(s.stations).where(and(eq(s.stations.id, fromId), eq(s.stations.fulfillmentCenterId, centerId)));
    if (!from) throw new AppError('NOT_FOUND', MESSAGES.fromStationNotFound);
    if (!from.isActive) throw new AppError('CONFLICT', MESSAGES.rotationRuleInactiveStation);
    const [to] = await tx.select().from(s.stations).where(and(eq(s.stations.id, toId), eq(s.stations.fulfillmentCenterId, centerId)));
    if (!to) throw new AppError('NOT_FOUND', 'Destination station not found');
    const asRotation = (st: typeof from) => ({ id: st.id, line_number: st.lineNumber, is_right_handed: st.isRightHanded });
    if (!isOfferedDestination(asRotation(from), asRotation(to))) throw new AppError('BAD_REQUEST', 'to_station_id: only stations on the same line, or with no line, can be a destination');
    const [taken] = await tx
      .select({ fromCode: s.stations.stationCode })
      .from(s.rotationRules)
      .innerJoin(s.stations, eq(s.stations.id, s.rotationRules.fromStationId))
      .where(and(eq(s.rotationRules.toStationId, toId), editedId ? ne(s.rotationRules.id, editedId) : undefined));
    if (taken) throw new AppError('CONFLICT', MESSAGES.destinationAlreadyUsed(taken.fromCode));
    return { from, to };
  }

  /**
   * Audit rows name stations by code, as the create does (issue 25): a manager reads "1-04",
   * not an id. A station deleted since keeps its id.
   */
  async function stationCodeOf(tx: Tx, id: string): Promise<string> {
    const [station] = await tx.select({ code: s.stations.stationCode }).from(s.stations).where(eq(s.stations.id, id));
    return station?.code ?? id;
  }

  async function loadRule(request: FastifyRequest, id: string) {
    const [rule] = await db.select().from(s.rotationRules).where(eq(s.rotationRules.id, id));
    if (!rule) throw new AppError('NOT_FOUND', 'Rotation rule not found');
    actingCenterId(request, rule.fulfillmentCenterId);
    return rule;
  }

  const centerQuery = z.object({ fulfillment_center_id: idSchema.optional() });

  app.get(
    '/rotation-rules',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: { tags: ['rotation-rules'], summary: "The center's rotation rules", querystring: centerQuery, response: { 200: envelopeSchema(z.array(ruleSchema)) } },
    },
    async (request) => ok(await listRules(db, actingCenterId(request, request.query.fulfillment_center_id))),
  );

  app.get(
    '/rotation-rules/:id',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: { tags: ['rotation-rules'], summary: 'One rotation rule', params: z.object({ id: idSchema }), response: { 200: envelopeSchema(ruleSchema) } },
    },
    async (request) => {
      const rule = await loadRule(request, request.params.id);
      return ok((await listRules(db, rule.fulfillmentCenterId, rule.id))[0]!);
    },
  );

  app.post(
    '/rotation-rules',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: { tags: ['rotation-rules'], summary: 'Create a rule; 409 when the station already has one', body: rotationRuleCreateSchema, response: { 200: envelopeSchema(ruleSchema) } },
    },
    async (request) => {
      const actor = requireActor(request);
      const centerId = actingCenterId(request, request.body.fulfillment_center_id);
      const rule = await db.transaction(async (tx) => {
        const { from, to } = await checkRule(tx, centerId, request.body.from_station_id, request.body.to_station_id);
        const [existing] = await tx.select({ id: s.rotationRules.id }).from(s.rotationRules).where(eq(s.rotationRules.fromStationId, from.id));
        if (existing) throw new AppError('CONFLICT', MESSAGES.rotationRuleExists);
        const [created] = await tx
          .insert(s.rotationRules)
          .values({ fulfillmentCenterId: centerId, fromStationId: from.id, toStationId: to.id, lineNumber: request.body.line_number ?? from.lineNumber })
          .returning();
        await writeAudit(tx, {
          fulfillmentCenterId: centerId,
          action: 'CREATE',
          tableName: 'rotation_rules',
          recordId: created!.id,
          stationId: from.id,
          stationName: from.stationCode,
          newValues: { to_station: to.stationCode, line_number: created!.lineNumber },
          createdBy: actor.employeeId,
        });
        return (await listRules(tx, centerId, created!.id))[0]!;
      });
      return ok(rule, 'Rotation rule saved');
    },
  );

  app.put(
    '/rotation-rules/:id',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['rotation-rules'],
        summary: "Change a rule's destination",
        params: z.object({ id: idSchema }),
        body: rotationRuleUpdateSchema,
        response: { 200: envelopeSchema(ruleSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const before = await loadRule(request, request.params.id);
      actingCenterId(request, request.body.fulfillment_center_id);
      const rule = await db.transaction(async (tx) => {
        const { from, to } = await checkRule(tx, before.fulfillmentCenterId, before.fromStationId, request.body.to_station_id, before.id);
        await tx
          .update(s.rotationRules)
          .set({ toStationId: to.id, lineNumber: request.body.line_number ?? from.lineNumber })
          .where(eq(s.rotationRules.id, before.id));
        await writeAudit(tx, {
          fulfillmentCenterId: before.fulfillmentCenterId,
          action: 'UPDATE',
          tableName: 'rotation_rules',
          recordId: before.id,
          stationId: from.id,
          stationName: from.stationCode,
          oldValues: { to_station: await stationCodeOf(tx, before.toStationId), line_number: before.lineNumber },
          newValues: { to_station: to.stationCode, line_number: request.body.line_number ?? from.lineNumber },
          createdBy: actor.employeeId,
        });
        return (await listRules(tx, before.fulfillmentCenterId, before.id))[0]!;
      });
      return ok(rule, 'Rotation rule saved');
    },
  );

  app.delete(
    '/rotation-rules/:id',
    {
      config: { access: { minimum: 'ADMIN', deniedMessage: MESSAGES.adminRequiredForRuleDelete } },
      schema: { tags: ['rotation-rules'], summary: 'Remove a rule (No Relocation)', params: z.object({ id: idSchema }), response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      const actor = requireActor(request);
      const before = await loadRule(request, request.params.id);
      await db.transaction(async (tx) => {
        const [from] = await tx.select().from(s.stations).where(eq(s.stations.id, before.fromStationId));
        if (from && !from.isActive) throw new AppError('CONFLICT', MESSAGES.rotationRuleInactiveStation);
        await tx.delete(s.rotationRules).where(eq(s.rotationRules.id, before.id));
        await writeAudit(tx, {
          fulfillmentCenterId: before.fulfillmentCenterId,
          action: 'DELETE',
          tableName: 'rotation_rules',
          recordId: before.id,
          stationId: before.fromStationId,
          stationName: from?.stationCode,
          oldValues: { to_station: await stationCodeOf(tx, before.toStationId), line_number: before.lineNumber },
          createdBy: actor.employeeId,
        });
      });
      return ok(null, 'Rotation rule removed');
    },
  );
};
