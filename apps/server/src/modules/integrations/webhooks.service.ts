/** Issue 30 (decision 167): registering and removing a center's webhook endpoints, and Redeliver; each audited. */
import type { WebhookCreate } from '@stationboard/domain/schemas/webhook';
import type { Db } from '../../db/database.ts';
import { auditedChange, type Acting } from '../../lib/audit.ts';
import { checkWebhookUrl } from '../../lib/webhooks/address.ts';
import { queueAttempt, RETRY_WINDOW_MS } from '../../lib/webhooks/events.ts';
import { newWebhookSecret } from '../../lib/webhooks/signature.ts';
import { deleteEndpoint, insertEndpoint, updateDelivery, type DeliveryRow, type EndpointRow } from './webhooks.repository.ts';

/** 400 when the URL reaches no public address (unless allowed); answers the endpoint with its secret, this once. */
export async function registerWebhook(db: Db, input: WebhookCreate, acting: Acting, allowPrivate: boolean) {
  await checkWebhookUrl(input.url, allowPrivate);
  return auditedChange(db, acting, async ({ tx, audit }) => {
    const created = await insertEndpoint(tx, { fulfillmentCenterId: acting.centerId, url: input.url, events: input.events, secret: newWebhookSecret() });
    await audit({ action: 'CREATE', tableName: 'webhook_endpoints', recordId: created.id, newValues: { url: created.url, events: created.events } });
    return created;
  });
}

/** Its deliveries go with it; their queued jobs then find nothing to send. */
export function removeWebhook(db: Db, endpoint: EndpointRow, acting: Acting): Promise<void> {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    await deleteEndpoint(tx, endpoint.id);
    await audit({ action: 'DELETE', tableName: 'webhook_endpoints', recordId: endpoint.id, oldValues: { url: endpoint.url, events: endpoint.events } });
  });
}

/** Sends a delivery again at once, with the same webhook id, and retries it for another 24 hours. */
export function redeliver(db: Db, endpoint: EndpointRow, delivery: DeliveryRow, acting: Acting, now: Date): Promise<void> {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    await updateDelivery(tx, delivery.id, { status: 'pending', nextAttemptAt: now, retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS) });
    await queueAttempt(tx, { deliveryId: delivery.id, attempt: delivery.attempts + 1 });
    await audit({
      action: 'WEBHOOK_REDELIVER',
      tableName: 'webhook_endpoints',
      recordId: endpoint.id,
      oldValues: { delivery_id: delivery.id, status: delivery.status, attempts: delivery.attempts },
      newValues: { delivery_id: delivery.id, status: 'pending' },
    });
  });
}
