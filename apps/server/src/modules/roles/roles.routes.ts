/** Spec 2 §2 Roles tab and §6: MANAGER+ lists the center's role records, ADMIN+ edits them. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { ROLES } from '@stationboard/domain/roles/roles';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { roleUpdateSchema } from '@stationboard/domain/schemas/role-update';
import { ok } from '../../lib/envelope.ts';
import { actingOf } from '../../plugins/acting.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { findRole, listRoles } from './roles.repository.ts';
import { setRole } from './roles.service.ts';

const roleRowSchema = z.object({
  id: idSchema,
  user_id: z.string(),
  role: z.enum(ROLES).nullable(),
  employee_id: z.string(),
  fulfillment_center_id: idSchema,
  email: z.string(),
  display_name: z.string().nullable(),
  created_at: z.date(),
});

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/roles',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['roles'],
        summary: "The center's role records, pending first, then by employee id",
        querystring: z.object({ fulfillment_center_id: idSchema.optional() }),
        response: { 200: envelopeSchema(z.array(roleRowSchema)) },
      },
    },
    async (request) => {
      const centerId = actingCenterId(request, request.query.fulfillment_center_id);
      const rows = await listRoles(db, centerId);
      return ok(rows.map((r) => ({ ...r, role: r.role as z.infer<typeof roleRowSchema>['role'] })));
    },
  );

  app.put(
    '/roles/:id',
    {
      config: { access: { minimum: 'ADMIN' } },
      schema: {
        tags: ['roles'],
        summary: 'Set a role (VIEW, MANAGER or ADMIN); SUDO only through the command line',
        params: z.object({ id: idSchema }),
        body: roleUpdateSchema.extend({ fulfillment_center_id: idSchema.optional() }),
        response: { 200: envelopeSchema(roleRowSchema) },
      },
    },
    async (request) => {
      const acting = actingOf(request, request.body.fulfillment_center_id);
      const before = await findRole(db, request.params.id);
      if (!before) throw new AppError('NOT_FOUND', 'Role record not found');
      if (before.fulfillment_center_id !== acting.centerId) actingCenterId(request, before.fulfillment_center_id);
      const updated = await setRole(db, before, request.body.role, acting);
      app.forgetActors();
      return ok({ ...updated, role: updated.role as z.infer<typeof roleRowSchema>['role'] }, 'Role updated');
    },
  );
};
