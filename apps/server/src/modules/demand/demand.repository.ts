/** Issue 29 (decision 156): whose quarters and stations a demand request names. The standards are read and written in floor/demand-standards.ts, the day's demand in floor/demand-day.ts. */
import type { Db, Tx } from '../../db/database.ts';
import { inIdList } from '../../db/id-list.ts';
import * as s from '../../db/schema.ts';

/** The centers of the quarters (or stations) named, by id; an id of nothing is absent. */
export async function centersOfQuarters(db: Db | Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: s.quarters.id, center: s.quarters.fulfillmentCenterId }).from(s.quarters).where(inIdList(s.quarters.id, ids));
  return new Map(rows.map((row) => [row.id, row.center]));
}

export async function centersOfStations(db: Db | Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: s.stations.id, center: s.stations.fulfillmentCenterId }).from(s.stations).where(inIdList(s.stations.id, ids));
  return new Map(rows.map((row) => [row.id, row.center]));
}
