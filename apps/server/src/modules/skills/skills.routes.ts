/** Issue 15: a center's skills and certifications, listed for anyone, edited by ADMIN+ (decision 131). */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { skillInputSchema, skillSchema } from '@stationboard/domain/schemas/skill';
import * as s from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { actingCenterId, requireActor } from '../../plugins/authorization.ts';
import { checkSkillNameFree, listSkills } from '../../floor/skills.ts';

const centerQuery = z.object({ fulfillment_center_id: idSchema.optional() });
const skillParams = z.object({ id: idSchema });

const columns = { id: s.skills.id, fulfillment_center_id: s.skills.fulfillmentCenterId, name: s.skills.name };

export const skillRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  /** The skill, which must belong to the acting center. */
  async function loadSkill(id: string, request: Parameters<typeof actingCenterId>[0], named: string | undefined) {
    const [skill] = await db.select().from(s.skills).where(eq(s.skills.id, id));
    if (!skill) throw new AppError('NOT_FOUND', MESSAGES.skillNotFound);
    actingCenterId(request, named);
    actingCenterId(request, skill.fulfillmentCenterId);
    return skill;
  }

  app.get(
    '/skills',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: { tags: ['skills'], summary: "The center's skills, by name", querystring: centerQuery, response: { 200: envelopeSchema(z.array(skillSchema)) } },
    },
    async (request) => ok(await listSkills(db, actingCenterId(request, request.query.fulfillment_center_id))),
  );

  app.post(
    '/skills',
    {
      config: { access: { minimum: 'ADMIN' } },
      schema: { tags: ['skills'], summary: 'Add a skill; 409 when the center has one of that name (any case)', body: skillInputSchema, response: { 200: envelopeSchema(skillSchema) } },
    },
    async (request) => {
      const actor = requireActor(request);
      const centerId = actingCenterId(request, request.body.fulfillment_center_id);
      const row = await db.transaction(async (tx) => {
        await checkSkillNameFree(tx, centerId, request.body.name);
        const [created] = await tx.insert(s.skills).values({ fulfillmentCenterId: centerId, name: request.body.name }).returning(columns);
        await writeAudit(tx, { fulfillmentCenterId: centerId, action: 'CREATE', tableName: 'skills', recordId: created!.id, newValues: { name: created!.name }, createdBy: actor.employeeId });
        return created!;
      });
      return ok(row, 'Skill added');
    },
  );

  app.put(
    '/skills/:id',
    {
      config: { access: { minimum: 'ADMIN' } },
      schema: { tags: ['skills'], summary: 'Rename a skill', params: skillParams, body: skillInputSchema, response: { 200: envelopeSchema(skillSchema) } },
    },
    async (request) => {
      const actor = requireActor(request);
      const before = await loadSkill(request.params.id, request, request.body.fulfillment_center_id);
      const row = await db.transaction(async (tx) => {
        await checkSkillNameFree(tx, before.fulfillmentCenterId, request.body.name, before.id);
        const [updated] = await tx.update(s.skills).set({ name: request.body.name }).where(eq(s.skills.id, before.id)).returning(columns);
        await writeAudit(tx, {
          fulfillmentCenterId: before.fulfillmentCenterId,
          action: 'UPDATE',
          tableName: 'skills',
          recordId: before.id,
          oldValues: { name: before.name },
          newValues: { name: request.body.name },
          createdBy: actor.employeeId,
        });
        return updated!;
      });
      return ok(row, 'Skill saved');
    },
  );

  app.delete(
    '/skills/:id',
    {
      config: { access: { minimum: 'ADMIN' } },
      schema: {
        tags: ['skills'],
        summary: 'Delete a skill: stations stop requiring it, people stop holding it',
        params: skillParams,
        querystring: centerQuery,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const before = await loadSkill(request.params.id, request, request.query.fulfillment_center_id);
      await db.transaction(async (tx) => {
        await tx.delete(s.skills).where(eq(s.skills.id, before.id));
        await writeAudit(tx, {
          fulfillmentCenterId: before.fulfillmentCenterId,
          action: 'DELETE',
          tableName: 'skills',
          recordId: before.id,
          oldValues: { name: before.name },
          createdBy: actor.employeeId,
        });
      });
      return ok(null, 'Skill deleted');
    },
  );
};
