/** Issue 29 (decision 156): whose quarters and stations a demand request names, and the assignments a day's demand counts. The standards are read and written in floor/demand-standards.ts. */
import { and, eq, inArray } from 'drizzle-orm';
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

/** The center's assignments on some dates: the station, quarter and date each holds, and whether it is checked in. */
export function readAssignmentsOn(db: Db | Tx, centerId: string, dates: readonly string[]) {
  return db
    .select({
      station_id: s.assignments.stationId,
      quarter_id: s.assignments.quarterId,
      assignment_date: s.assignments.assignmentDate,
      checked_in: s.assignments.checkedIn,
    })
    .from(s.assignments)
    .where(and(eq(s.assignments.fulfillmentCenterId, centerId), inArray(s.assignments.assignmentDate, [...dates])));
}
