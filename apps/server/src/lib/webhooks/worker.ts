/**
 * Issue 30 (decision 167): a delivery job's run. It sends the signed message once; the
 * outcome is recorded, and a failure queues the next attempt after a doubling delay (at most
 * two hours) until the delivery's 24 hours are over, in one transaction. A job whose attempt
 * was already counted (its process died after recording it, or a Redeliver came first) sends
 * nothing.
 */
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { findDeliveryToSend, recordAttempt } from './deliveries.ts';
import { queueAttempt } from './events.ts';
import { postMessage, type PostOutcome } from './post.ts';
import { signatureHeaders } from './signature.ts';

const MAX_DELAY_SECONDS = 2 * 60 * 60;

const jobSchema = z.object({ deliveryId: z.string(), attempt: z.number().int().min(1) });

/** The delay before the attempt after `attempt`: base, 2 × base, 4 × base, … at most two hours. */
export function retryDelaySeconds(attempt: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.min(attempt - 1, 20), MAX_DELAY_SECONDS);
}

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'stale';

export async function runDeliveryJob(db: Db, config: Config['webhooks'], data: unknown, now: () => Date = () => new Date()): Promise<DeliveryOutcome> {
  const job = jobSchema.parse(data);
  const found = await findDeliveryToSend(db, job.deliveryId);
  if (!found || found.delivery.status !== 'pending' || found.delivery.attempts !== job.attempt - 1) return 'stale';
  const body = JSON.stringify(found.delivery.payload);
  const outcome: PostOutcome = await postMessage(found.url, body, signatureHeaders(found.secret, found.delivery.id, now(), body), config);
  const at = now();
  return db.transaction(async (tx) => {
    if (outcome.ok) {
      const recorded = await recordAttempt(tx, job.deliveryId, job.attempt, { status: 'delivered', lastAttemptAt: at, lastError: null, nextAttemptAt: null });
      return recorded ? 'delivered' : 'stale';
    }
    const next = new Date(at.getTime() + retryDelaySeconds(job.attempt, config.retryBaseSeconds) * 1000);
    const retry = next <= found.delivery.retryUntil;
    const recorded = await recordAttempt(tx, job.deliveryId, job.attempt, {
      status: retry ? 'pending' : 'failed',
      lastAttemptAt: at,
      lastError: outcome.error,
      nextAttemptAt: retry ? next : null,
    });
    if (!recorded) return 'stale';
    if (retry) await queueAttempt(tx, { deliveryId: job.deliveryId, attempt: job.attempt + 1 }, next);
    return retry ? 'retry' : 'failed';
  });
}
