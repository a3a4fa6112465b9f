/** Issue 30 (decision 167): the queries the webhook outbox and its worker make. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';

/** The center's endpoints that want this event. */
export function subscribedEndpoints(tx: Tx, centerId: string, event: string): Promise<{ id: string }[]> {
  return tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.fulfillmentCenterId, centerId), sql`${event} = any(${webhookEndpoints.events})`));
}

export async function insertDelivery(tx: Tx, values: typeof webhookDeliveries.$inferInsert): Promise<void> {
  await tx.insert(webhookDeliveries).values(values);
}

/** A delivery with what sending it needs: its endpoint's URL and secret. */
export async function findDeliveryToSend(db: Db, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

/**
 * An attempt's outcome, only when no other attempt has been counted since this one started
 * (`attempts` still the one before it): answers whether it was recorded.
 */
export async function recordAttempt(tx: Tx, id: string, attempt: number, values: Partial<typeof webhookDeliveries.$inferInsert>): Promise<boolean> {
  const rows = await tx
    .update(webhookDeliveries)
    .set({ ...values, attempts: attempt })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.attempts, attempt - 1)))
    .returning({ id: webhookDeliveries.id });
  return rows.length === 1;
}
