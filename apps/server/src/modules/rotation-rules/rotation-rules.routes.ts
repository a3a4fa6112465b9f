/**
 * The Rotations tab's calls (spec 2 §2 Rotations, §6): anyone lists, MANAGER and up create
 * and edit, only ADMIN and up remove a rule. The checks of a rule are the service's.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { rotationRuleCreateSchema, rotationRuleUpdateSchema } from '@stationboard/domain/schemas/rotation-rule';
import { ok } from '../../lib/envelope.ts';
import { actingOf } from '../../plugins/acting.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { findRule, listRules } from './rotation-rules.repository.ts';
import { changeRuleDestination, createRule, removeRule } from './rotation-rules.service.ts';

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

export const rotationRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function loadRule(request: FastifyRequest, id: string) {
    const rule = await findRule(db, id);
    if (!rule) throw new AppError('NOT_FOUND', 'Rotation rule not found');
    actingCenterId(request, rule.fulfillmentCenterId);
    return rule;
  }

  const centerQuery = z.object({ fulfillment_center_id: idSchema.optional() });

  app.get(
    '/rotation-rules',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['rotation-rules'],
        summary: "The center's rotation rules",
        querystring: centerQuery,
        response: { 200: envelopeSchema(z.array(ruleSchema)) },
      },
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
      schema: {
        tags: ['rotation-rules'],
        summary: 'Create a rule; 409 when the station already has one',
        body: rotationRuleCreateSchema,
        response: { 200: envelopeSchema(ruleSchema) },
      },
    },
    async (request) => {
      const rule = await createRule(db, request.body, actingOf(request, request.body.fulfillment_center_id));
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
      const before = await loadRule(request, request.params.id);
      const rule = await changeRuleDestination(db, before, request.body, actingOf(request, request.body.fulfillment_center_id));
      return ok(rule, 'Rotation rule saved');
    },
  );

  app.delete(
    '/rotation-rules/:id',
    {
      config: { access: { minimum: 'ADMIN', deniedMessage: MESSAGES.adminRequiredForRuleDelete } },
      schema: {
        tags: ['rotation-rules'],
        summary: 'Remove a rule (No Relocation)',
        params: z.object({ id: idSchema }),
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const before = await loadRule(request, request.params.id);
      await removeRule(db, before, actingOf(request));
      return ok(null, 'Rotation rule removed');
    },
  );
};
