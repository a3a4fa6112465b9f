/**
 * /api/auth: better-auth's endpoints behind our rate limits, plus the calls of spec 1 §7 that
 * better-auth does not have: the role fetch, the center switch and the reset-link check.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { centerSwitchSchema, resetTokenStatusSchema, roleRecordSchema } from '@stationboard/domain/schemas/account';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { allowedOrigins } from '../../config.ts';
import * as s from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { judgeOrigin } from '../../lib/request-origin.ts';
import { requireActor } from '../../plugins/authorization.ts';
import type { Auth } from './auth.ts';
import { CLIENT_IP_HEADER } from './auth.ts';
import { checkAuthInput } from './auth-input.ts';
import { AUTH_RATE_RULES, limitAuthRequest, recordSignIn } from './auth-rate-limits.ts';

const AUTH_PREFIX = '/api/auth';

export const authRoutes: FastifyPluginAsyncZod<{ auth: Auth }> = async (app, { auth }) => {
  const { db } = app.database;
  const origins = allowedOrigins(app.config);

  // The bridge: Fastify request in, Fetch Request to better-auth, its Response back out.
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    config: { access: { public: true } },
    schema: { hide: true },
    preHandler: async (request) => {
      checkAuthInput(request.query, request.body);
      const authPath = new URL(request.url, 'http://x').pathname.slice(AUTH_PREFIX.length);
      await limitAuthRequest(db, request, authPath);
    },
    // Before the answer leaves: a client that retries at once must already see the failure.
    onSend: async (request, reply, payload) => {
      if (new URL(request.url, 'http://x').pathname === `${AUTH_PREFIX}/sign-in/email`) await recordSignIn(db, request, reply);
      return payload;
    },
    handler: async (request, reply) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === CLIENT_IP_HEADER) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      headers.set(CLIENT_IP_HEADER, request.ip);
      headers.delete('content-length');
      const response = await auth.handler(
        new Request(new URL(request.url, app.config.appOrigin), {
          method: request.method,
          headers,
          body: request.method === 'GET' || request.body === undefined ? undefined : JSON.stringify(request.body),
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
      return reply.send(response.status === 403 ? explainOriginRefusal(request, body) : body);
    },
  });

  /** better-auth's bare 'Invalid origin', said so that the person knows where to open the app (decision 102). */
  function explainOriginRefusal(request: FastifyRequest, body: Buffer | null): Buffer | null {
    let answer: unknown;
    try {
      answer = JSON.parse(String(body));
    } catch {
      return body;
    }
    if ((answer as { code?: unknown } | null)?.code !== 'INVALID_ORIGIN') return body;
    const verdict = judgeOrigin(request.headers, origins);
    if (verdict.trusted || !verdict.origin) return body;
    return Buffer.from(JSON.stringify({ ...(answer as object), message: MESSAGES.wrongOrigin(verdict.origin, app.config.appOrigin) }));
  }

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
      const [center] = await db
        .select({ id: s.fulfillmentCenters.id, code: s.fulfillmentCenters.code })
        .from(s.fulfillmentCenters)
        .where(and(eq(s.fulfillmentCenters.id, centerId), eq(s.fulfillmentCenters.isActive, true)));
      if (!center) throw new AppError('NOT_FOUND', 'Fulfillment center not found');
      await db.update(s.users).set({ fulfillment_center_id: center.id }).where(eq(s.users.id, actor.userId));
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
        querystring: z.object({ token: z.string().min(1).max(200).refine((token) => !token.includes('\0'), 'must not contain a NUL character') }),
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
