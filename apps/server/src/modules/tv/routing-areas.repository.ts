/** The reads and writes of the external routing areas (spec 2 §2), where overflow goes. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';

export type RoutingAreaRow = typeof s.externalRoutingAreas.$inferSelect;

/** A routing area as the API answers it. */
const columns = {
  id: s.externalRoutingAreas.id,
  fulfillment_center_id: s.externalRoutingAreas.fulfillmentCenterId,
  area_name: s.externalRoutingAreas.areaName,
  is_routing: s.externalRoutingAreas.isRouting,
};

/** The center's areas by name, or only those routing. */
export function listRoutingAreas(db: Db, centerId: string, onlyRouting: boolean) {
  return db
    .select(columns)
    .from(s.externalRoutingAreas)
    .where(and(eq(s.externalRoutingAreas.fulfillmentCenterId, centerId), onlyRouting ? eq(s.externalRoutingAreas.isRouting, true) : undefined))
    .orderBy(asc(s.externalRoutingAreas.areaName));
}

export async function findRoutingArea(db: Db, id: string): Promise<RoutingAreaRow | null> {
  const [area] = await db.select().from(s.externalRoutingAreas).where(eq(s.externalRoutingAreas.id, id));
  return area ?? null;
}

export async function insertRoutingArea(tx: Tx, values: { fulfillmentCenterId: string; areaName: string; isRouting: boolean }) {
  const [created] = await tx.insert(s.externalRoutingAreas).values(values).returning(columns);
  return created!;
}

export async function updateRoutingArea(tx: Tx, id: string, changes: { areaName: string; isRouting: boolean }) {
  const [updated] = await tx.update(s.externalRoutingAreas).set(changes).where(eq(s.externalRoutingAreas.id, id)).returning(columns);
  return updated!;
}

export async function deleteRoutingArea(tx: Tx, id: string): Promise<void> {
  await tx.delete(s.externalRoutingAreas).where(eq(s.externalRoutingAreas.id, id));
}
