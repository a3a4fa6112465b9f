/** Issue 29 (decision 156): the reads and writes of labour standards and of the volumes of an operating day. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LineStandard } from '@stationboard/domain/demand/required-heads';
import type { LineStandardAnswer } from '@stationboard/domain/schemas/demand';
import type { Db, Tx } from '../../db/database.ts';
import { inIdList } from '../../db/id-list.ts';
import * as s from '../../db/schema.ts';

/** Every station of the center in code order, as the standards and the day's demand read it. */
export function readStationStandards(db: Db | Tx, centerId: string) {
  return db
    .select({
      station_id: s.stations.id,
      station_code: s.stations.stationCode,
      line_number: s.stations.lineNumber,
      station_type: { name: s.stationTypes.name },
      is_active: s.stations.isActive,
      is_critical: sql<boolean>`coalesce(${s.tvStationConfigs.criticalStation}, false)`,
      units_per_hour: s.stations.unitsPerHour,
      is_high_strain: s.stations.isHighStrain,
    })
    .from(s.stations)
    .innerJoin(s.stationTypes, eq(s.stationTypes.id, s.stations.stationTypeId))
    .leftJoin(s.tvStationConfigs, eq(s.tvStationConfigs.stationId, s.stations.id))
    .where(eq(s.stations.fulfillmentCenterId, centerId))
    .orderBy(...s.stationCodeOrder);
}

/** The center's line standards by line (a line without a row has none). */
export async function readLineStandards(db: Db | Tx, centerId: string): Promise<Map<number, LineStandard>> {
  const rows = await db
    .select({ line: s.lineStandards.lineNumber, min_heads: s.lineStandards.minHeads, max_heads: s.lineStandards.maxHeads })
    .from(s.lineStandards)
    .where(eq(s.lineStandards.fulfillmentCenterId, centerId));
  return new Map(rows.map(({ line, ...standard }) => [line, standard]));
}

export async function readMaxStrainQuarters(db: Db | Tx, centerId: string): Promise<number> {
  const [center] = await db.select({ n: s.fulfillmentCenters.maxStrainQuarters }).from(s.fulfillmentCenters).where(eq(s.fulfillmentCenters.id, centerId));
  return center?.n ?? 2;
}

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
