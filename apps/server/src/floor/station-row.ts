/** A station's row by id, as the modules that refer to a station read it. */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.ts';
import * as s from '../db/schema.ts';

export type StationRow = typeof s.stations.$inferSelect;

/** The station; with `centerId`, only when it is of that center. */
export async function findStation(db: Db | Tx, id: string, centerId?: string): Promise<StationRow | null> {
  const [station] = await db
    .select()
    .from(s.stations)
    .where(and(eq(s.stations.id, id), centerId ? eq(s.stations.fulfillmentCenterId, centerId) : undefined));
  return station ?? null;
}
