/**
 * /api/auth: better-auth's endpoints (better-auth.routes.ts), plus the calls of spec 1 §7 that
 * better-auth does not have: the role fetch, the center switch and the reset-link check.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { centerSwitchSchema, resetTokenStatusSchema, roleRecordSchema } from '@stationboard/domain/schemas/account';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { ok } from '../../lib/envelope.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { requireActor } from '../../plugins/authorization.ts';
import type { Auth } from './auth.ts';
import { AUTH_RATE_RULES } from './auth-rate-limits.ts';
import { betterAuthRoutes } from './better-auth.routes.ts';
import { findActiveCenter, saveActingCenter } from './center-switch.repository.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: Auth }> = async (app, { auth }) => {
  const { db } = app.database;

  await app.register(betterAuthRoutes, { auth });

  app.get(
    '/auth/role',
    {
      config: { access: { signedIn: true } },
      schema: { tags: ['auth'], summary: "The signed-in user's role record (spec 1 §7 role fetch)", response: { 200: envelopeSchema(roleRecordSchema) } },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!actor.roleRecordId) throw new AppError('NOT_FOUND', 'Role record not found');
      return ok({
        id: actor.roleRecordId,
        user_id: actor.userId,
        role: actor.role,
        employee_id: actor.employeeId,
        email: actor.email,
        display_name: actor.displayName,
        fulfillment_center_id: actor.homeCenterId,
        acting_fulfillment_center_id: actor.centerId,
      });
    },
  );

  app.put(
    '/auth/fulfillment-center',
    {
      config: { access: { roles: ['ADMIN', 'SUDO'] } },
      schema: {
        tags: ['auth'],
        summary: 'Switch the center an ADMIN or SUDO works on; saved on the user',
        body: centerSwitchSchema,
        response: { 200: envelopeSchema(centerSwitchSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { fulfillment_center_id: centerId } = request.body;
      const center = await findActiveCenter(db, centerId);
      if (!center) throw new AppError('NOT_FOUND', 'Fulfillment center not found');
      await saveActingCenter(db, actor.userId, center.id);
      app.forgetActors();
      request.log.info({ event: 'center_switch', userId: actor.userId, centerId: center.id }, 'center switched');
      return ok({ fulfillment_center_id: center.id }, `Now working on ${center.code}`);
    },
  );

  app.get(
    '/auth/reset-token',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['auth'],
        summary: 'Whether a password-reset link can still be used',
        // A made-up token is simply not valid (the page says so); a NUL byte is not text PostgreSQL can compare.
        querystring: z.object({
          token: z
            .string()
            .min(1)
            .max(200)
            .refine((token) => !token.includes('\0'), 'must not contain a NUL character'),
        }),
        response: { 200: envelopeSchema(resetTokenStatusSchema) },
      },
    },
    async (request) => {
      await enforceRateLimit(db, AUTH_RATE_RULES.tokenPerIp, request.ip);
      const context = await auth.$context;
      const verification = await context.internalAdapter.findVerificationValue(`reset-password:${request.query.token}`);
      return ok({ valid: Boolean(verification && verification.expiresAt.getTime() > Date.now()) });
    },
  );
};
