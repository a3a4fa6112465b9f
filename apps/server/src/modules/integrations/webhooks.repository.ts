/** Issue 30 (decision 167): the queries of webhook endpoints and their delivery log. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';

/** The deliveries the log lists per endpoint, newest first. */
export const DELIVERY_LOG_LENGTH = 50;

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function findEndpoint(db: Db | Tx, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export function listEndpoints(db: Db, centerId: string): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.fulfillmentCenterId, centerId)).orderBy(webhookEndpoints.createdAt);
}

export function listDeliveries(db: Db, endpointId: string): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_LENGTH);
}

export async function insertEndpoint(tx: Tx, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function deleteEndpoint(tx: Tx, id: string): Promise<void> {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

export async function findDelivery(db: Db | Tx, endpointId: string, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
  return row;
}

export async function updateDelivery(tx: Tx, id: string, values: Partial<typeof webhookDeliveries.$inferInsert>): Promise<void> {
  await tx.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
}
