/** The reads and writes of an ADMIN's or SUDO's switch of center (spec 1 §7). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import * as s from '../../db/schema.ts';

/** The center when it is active; null otherwise. */
export async function findActiveCenter(db: Db, id: string): Promise<{ id: string; code: string } | null> {
  const [center] = await db
    .select({ id: s.fulfillmentCenters.id, code: s.fulfillmentCenters.code })
    .from(s.fulfillmentCenters)
    .where(and(eq(s.fulfillmentCenters.id, id), eq(s.fulfillmentCenters.isActive, true)));
  return center ?? null;
}

/** Saves the center the user works on, on the user. */
export async function saveActingCenter(db: Db, userId: string, centerId: string): Promise<void> {
  await db.update(s.users).set({ fulfillment_center_id: centerId }).where(eq(s.users.id, userId));
}
