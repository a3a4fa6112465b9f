/** Issue 29 (decision 156): the reads and writes of labour standards and of the volumes of an operating day. */
import { and, eq, inArray } from 'drizzle-orm';
import type { LineStandardAnswer } from '@stationboard/domain/schemas/demand';
import type { Db, Tx } from '../../db/database.ts';
import { inIdList } from '../../db/id-list.ts';
import * as s from '../../db/schema.ts';

export async function writeMaxStrainQuarters(tx: Tx, centerId: string, n: number): Promise<void> {
  await tx.update(s.fulfillmentCenters).set({ maxStrainQuarters: n }).where(eq(s.fulfillmentCenters.id, centerId));
}

/** A line's standard; both bounds unset removes its row. */
export async function writeLineStandard(tx: Tx, centerId: string, { line, min_heads, max_heads }: LineStandardAnswer): Promise<void> {
  if (min_heads === null && max_heads === null) {
    await tx.delete(s.lineStandards).where(and(eq(s.lineStandards.fulfillmentCenterId, centerId), eq(s.lineStandards.lineNumber, line)));
    return;
  }
  await tx
    .insert(s.lineStandards)
    .values({ fulfillmentCenterId: centerId, lineNumber: line, minHeads: min_heads, maxHeads: max_heads })
    .onConflictDoUpdate({ target: [s.lineStandards.fulfillmentCenterId, s.lineStandards.lineNumber], set: { minHeads: min_heads, maxHeads: max_heads } });
}

export async function writeStationStandard(tx: Tx, stationId: string, unitsPerHour: number | null, isHighStrain: boolean): Promise<void> {
  await tx.update(s.stations).set({ unitsPerHour, isHighStrain }).where(eq(s.stations.id, stationId));
}

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
