/**
 * Issue 30 (decision 167): an event for the center's webhook endpoints, written in the
 * transaction of the change it tells of: one delivery row and one queued job per endpoint that
 * wants it, both gone if the change rolls back.
 */
import type { WebhookEvent } from '@stationboard/domain/schemas/webhook';
import type { Tx } from '../../db/database.ts';
import { sendJob, WEBHOOK_QUEUE } from '../../db/job-queue.ts';
import { insertDelivery, subscribedEndpoints } from './deliveries.ts';
import { newMessageId } from './signature.ts';

/** How long a delivery is retried: 24 hours. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What a delivery job carries: the delivery, and which attempt this job is. */
export type DeliveryJob = { deliveryId: string; attempt: number };

export async function enqueueWebhookEvent(tx: Tx, centerId: string, type: WebhookEvent, data: Record<string, unknown>, now: Date = new Date()): Promise<void> {
  const endpoints = await subscribedEndpoints(tx, centerId, type);
  for (const endpoint of endpoints) {
    const id = newMessageId();
    await insertDelivery(tx, {
      id,
      endpointId: endpoint.id,
      eventType: type,
      payload: { type, timestamp: now.toISOString(), data: { fulfillment_center_id: centerId, ...data } },
      nextAttemptAt: now,
      retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS),
    });
    await queueAttempt(tx, { deliveryId: id, attempt: 1 });
  }
}

/** Queues an attempt of a delivery, at once or after `startAfter`. */
export function queueAttempt(tx: Tx, job: DeliveryJob, startAfter?: Date): Promise<void> {
  return sendJob(tx, WEBHOOK_QUEUE, job, startAfter);
}

/** A person checked in to their assignment, by a badge scan or by hand. */
export function enqueueCheckin(
  tx: Tx,
  centerId: string,
  checkin: {
    assignment_id: string;
    employee_id: string;
    station_id: string;
    quarter_id: string;
    date: string;
    checked_in_at: Date | string | null;
    source: 'scan' | 'manual';
  },
  now?: Date,
): Promise<void> {
  return enqueueWebhookEvent(tx, centerId, 'checkin', checkin, now);
}

/** A step of the plan grid applied (auto-plan, paste, copy, clear, roll forward, undo, redo), with its cells' changes. */
export function enqueuePlanApplied(
  tx: Tx,
  centerId: string,
  step: { step_id: string; action: string; dates: string[]; changes: unknown[] },
  now?: Date,
): Promise<void> {
  return enqueueWebhookEvent(tx, centerId, 'plan.applied', { ...step, changed: step.changes.length }, now);
}

/**
 * A quarter made, changed (its fields or its active flag) or deleted, with `values` what it holds
 * after (or held before a delete); or begun on the floor (`started`, decision 171), with its date.
 */
export function enqueueQuarterChanged(
  tx: Tx,
  centerId: string,
  quarter: { quarter_id: string; change: 'created' | 'updated' | 'deleted' | 'started'; values: Record<string, unknown> },
  now?: Date,
): Promise<void> {
  return enqueueWebhookEvent(tx, centerId, 'quarter.changed', quarter, now);
}
