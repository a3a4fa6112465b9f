/**
 * Issue 30 (decision 166): integration tokens for a center's other systems. ADMIN and up make,
 * list and revoke them; a token itself can call none of these routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiTokenCreatedSchema, apiTokenInputSchema, apiTokenSchema } from '@stationboard/domain/schemas/api-token';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { ok } from '../../lib/envelope.ts';
import { actingOf } from '../../plugins/acting.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { listTokens } from './api-tokens.repository.ts';
import { createToken, revokeToken } from './api-tokens.service.ts';

const centerQuery = z.object({ fulfillment_center_id: idSchema.optional() });
const tokenParams = z.object({ id: idSchema });

export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/integrations/tokens',
    {
      config: { access: { minimum: 'ADMIN' } },
      schema: {
        tags: ['integrations'],
        summary: "The center's integration tokens, revoked ones too; never their secrets",
        querystring: centerQuery,
        response: { 200: envelopeSchema(z.array(apiTokenSchema)) },
      },
    },
    async (request) => ok(await listTokens(db, actingCenterId(request, request.query.fulfillment_center_id))),
  );

  app.post(
    '/integrations/tokens',
    {
      config: { access: { minimum: 'ADMIN' } },
      schema: {
        tags: ['integrations'],
        summary: 'Make a token with scopes; its secret (`token`) is answered this once',
        body: apiTokenInputSchema,
        response: { 200: envelopeSchema(apiTokenCreatedSchema) },
      },
    },
    async (request) => ok(await createToken(db, request.body, actingOf(request, request.body.fulfillment_center_id)), 'Token created'),
  );

  app.delete(
    '/integrations/tokens/:id',
    {
      config: { access: { minimum: 'ADMIN' } },
      schema: {
        tags: ['integrations'],
        summary: 'Revoke a token: every later request with it is refused',
        params: tokenParams,
        querystring: centerQuery,
        response: { 200: envelopeSchema(apiTokenSchema) },
      },
    },
    async (request) => {
      const token = await revokeToken(db, request.params.id, actingOf(request, request.query.fulfillment_center_id));
      app.forgetActors();
      return ok(token, 'Token revoked');
    },
  );
};
