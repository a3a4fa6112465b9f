/** Issue 15: a center's skills and certifications, listed for anyone, edited by ADMIN+ (decision 131). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { skillInputSchema, skillSchema } from '@stationboard/domain/schemas/skill';
import { ok } from '../../lib/envelope.ts';
import { actingOf } from '../../plugins/acting.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { listSkills } from '../../floor/skills.ts';
import { findSkill } from './skills.repository.ts';
import { addSkill, removeSkill, renameSkill } from './skills.service.ts';

const centerQuery = z.object({ fulfillment_center_id: idSchema.optional() });
const skillParams = z.object({ id: idSchema });

export const skillRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  /** The skill, which must belong to the acting center. */
  async function loadSkill(id: string, request: Parameters<typeof actingCenterId>[0], named: string | undefined) {
    const skill = await findSkill(db, id);
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
      schema: {
        tags: ['skills'],
        summary: 'Add a skill; 409 when the center has one of that name (any case)',
        body: skillInputSchema,
        response: { 200: envelopeSchema(skillSchema) },
      },
    },
    async (request) => {
      const row = await addSkill(db, request.body.name, actingOf(request, request.body.fulfillment_center_id));
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
      const before = await loadSkill(request.params.id, request, request.body.fulfillment_center_id);
      const row = await renameSkill(db, before, request.body.name, actingOf(request));
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
      const before = await loadSkill(request.params.id, request, request.query.fulfillment_center_id);
      await removeSkill(db, before, actingOf(request));
      return ok(null, 'Skill deleted');
    },
  );
};
