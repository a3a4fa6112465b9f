/**
 * Issue 30 (decision 167): a center's signed webhook endpoints, for ADMIN and up. The secret
 * is shown once, at registration; the list shows each endpoint's delivery log. Another
 * center's endpoint is not found.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { webhookCreatedSchema, webhookCreateSchema, webhookSchema, type WebhookEvent } from '@stationboard/domain/schemas/webhook';
import { ok } from '../../lib/envelope.ts';
import { actingOf } from '../../plugins/acting.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { findDelivery, findEndpoint, listDeliveries, listEndpoints, type DeliveryRow, type EndpointRow } from './webhooks.repository.ts';
import { redeliver, registerWebhook, removeWebhook } from './webhooks.service.ts';

const centerQuery = z.object({ fulfillment_center_id: idSchema.optional() });
const endpointParams = z.object({ id: idSchema });
const deliveryParams = z.object({ id: idSchema, deliveryId: z.string().regex(/^msg_[A-Za-z0-9_-]{1,64}$/) });
const NOT_FOUND = 'Webhook endpoint not found';

const iso = (value: Date | null) => value?.toISOString() ?? null;

function endpointJson(row: EndpointRow) {
  return {
    id: row.id,
    fulfillment_center_id: row.fulfillmentCenterId,
    url: row.url,
    events: row.events as WebhookEvent[],
    created_at: row.createdAt.toISOString(),
  };
}

function deliveryJson(row: DeliveryRow) {
  return {
    id: row.id,
    webhook_id: row.endpointId,
    event_type: row.eventType as WebhookEvent,
    status: row.status as 'pending' | 'delivered' | 'failed',
    attempts: row.attempts,
    last_error: row.lastError,
    last_attempt_at: iso(row.lastAttemptAt),
    next_attempt_at: iso(row.nextAttemptAt),
    created_at: row.createdAt.toISOString(),
  };
}

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  /** The endpoint, which must belong to the acting center: another center's is not found. */
  async function loadEndpoint(request: FastifyRequest, id: string, named: string | undefined) {
    const endpoint = await findEndpoint(db, id);
    const centerId = actingCenterId(request, named);
    if (!endpoint || endpoint.fulfillmentCenterId !== centerId) throw new AppError('NOT_FOUND', NOT_FOUND);
    return endpoint;
  }

  app.get(
    '/integrations/webhooks',
    {
      config: { access: { minimum: 'ADMIN' } },
      schema: {
        tags: ['integrations'],
        summary: "The center's webhook endpoints, each with its latest deliveries",
        querystring: centerQuery,
        response: { 200: envelopeSchema(z.array(webhookSchema)) },
      },
    },
    async (request) => {
      const endpoints = await listEndpoints(db, actingCenterId(request, request.query.fulfillment_center_id));
      return ok(await Promise.all(endpoints.map(async (row) => ({ ...endpointJson(row), deliveries: (await listDeliveries(db, row.id)).map(deliveryJson) }))));
    },
  );

  app.post(
    '/integrations/webhooks',
    {
      config: { access: { minimum: 'ADMIN' } },
      schema: {
        tags: ['integrations'],
        summary: 'Register an endpoint; its signing secret is in this answer only; 400 for a URL that reaches no public address',
        body: webhookCreateSchema,
        response: { 200: envelopeSchema(webhookCreatedSchema) },
      },
    },
    async (request) => {
      const created = await registerWebhook(db, request.body, actingOf(request, request.body.fulfillment_center_id), app.config.webhooks.allowPrivate);
      return ok({ ...endpointJson(created), secret: created.secret }, 'Webhook endpoint registered');
    },
  );

  app.delete(
    '/integrations/webhooks/:id',
    {
      config: { access: { minimum: 'ADMIN' } },
      schema: {
        tags: ['integrations'],
        summary: 'Remove an endpoint and its delivery log',
        params: endpointParams,
        querystring: centerQuery,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const endpoint = await loadEndpoint(request, request.params.id, request.query.fulfillment_center_id);
      await removeWebhook(db, endpoint, actingOf(request));
      return ok(null, 'Webhook endpoint removed');
    },
  );

  app.post(
    '/integrations/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      config: { access: { minimum: 'ADMIN' } },
      schema: {
        tags: ['integrations'],
        summary: 'Send a delivery again, with the same webhook id',
        params: deliveryParams,
        querystring: centerQuery,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const endpoint = await loadEndpoint(request, request.params.id, request.query.fulfillment_center_id);
      const delivery = await findDelivery(db, endpoint.id, request.params.deliveryId);
      if (!delivery) throw new AppError('NOT_FOUND', 'Delivery not found');
      await redeliver(db, endpoint, delivery, actingOf(request), app.clock());
      return ok(null, 'Delivery queued again');
    },
  );
};
