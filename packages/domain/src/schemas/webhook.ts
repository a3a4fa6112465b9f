import { z } from 'zod';
import { idSchema } from './id.ts';

/**
 * Issue 30 (decision 167): the events a center's webhook endpoint may subscribe to, each sent
 * as a Standard Webhooks message whose `type` is the event's name.
 */
export const WEBHOOK_EVENTS = ['assignment.changed', 'checkin', 'station.understaffed', 'quarter.changed', 'plan.applied'] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The longest endpoint URL taken: far more than a receiver needs. */
export const WEBHOOK_URL_MAX = 2048;

/** Shown when a URL is not http or https. */
export const WEBHOOK_URL_SCHEME_MESSAGE = 'Webhook URL must start with http:// or https://';

/** POST /integrations/webhooks (ADMIN+): an endpoint of the acting center and the events it wants, each once. */
export const webhookCreateSchema = z.object({
  url: z
    .url({ message: 'Webhook URL must be a full URL such as https://example.com/hooks' })
    .max(WEBHOOK_URL_MAX)
    .refine((url) => /^https?:\/\//i.test(url), WEBHOOK_URL_SCHEME_MESSAGE),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, 'Choose at least one event')
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
  fulfillment_center_id: idSchema.optional(),
});

export type WebhookCreate = z.output<typeof webhookCreateSchema>;

/** Where one delivery stands: waiting for its (next) attempt, received (2xx), or given up after 24 hours. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One delivery of an event to an endpoint, as the delivery log lists it. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  webhook_id: idSchema,
  event_type: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
});

export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** An endpoint as the API lists it: never its secret. */
export const webhookSchema = z.object({
  id: idSchema,
  fulfillment_center_id: idSchema,
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  created_at: z.string(),
  deliveries: z.array(webhookDeliverySchema),
});

export type Webhook = z.infer<typeof webhookSchema>;

/** The answer to a registration: the endpoint and its signing secret, shown this once. */
export const webhookCreatedSchema = webhookSchema.omit({ deliveries: true }).extend({ secret: z.string() });
