import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { webhookCreatedSchema, webhookCreateSchema, webhookSchema, type Webhook, type WebhookEvent } from '@stationboard/domain/schemas/webhook';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /integrations/webhooks (ADMIN+, decision 167): the center's endpoints with their latest deliveries. */
export function useWebhooks(centerId: string) {
  return useQuery({
    queryKey: queryKeys.webhooks(centerId),
    queryFn: async (): Promise<Webhook[]> =>
      z.array(webhookSchema).parse(await apiGet('/integrations/webhooks', { query: { fulfillment_center_id: centerId } })),
  });
}

/** POST /integrations/webhooks: the endpoint with its signing secret, answered this once. */
export async function createWebhook({ url, events, centerId }: { url: string; events: WebhookEvent[]; centerId: string }) {
  return webhookCreatedSchema.parse(await apiPost('/integrations/webhooks', webhookCreateSchema.parse({ url, events, fulfillment_center_id: centerId })));
}

export async function deleteWebhook(webhookId: string, centerId: string): Promise<void> {
  await apiRequest(`/integrations/webhooks/${webhookId}`, { method: 'DELETE', query: { fulfillment_center_id: centerId } });
}

/** POST …/deliveries/{id}/redeliver: the same message (same webhook id) queued again. */
export async function redeliverWebhook(webhookId: string, deliveryId: string, centerId: string): Promise<void> {
  await apiPost(`/integrations/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`, {}, { query: { fulfillment_center_id: centerId } });
}
