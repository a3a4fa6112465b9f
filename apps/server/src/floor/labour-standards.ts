/**
 * Issue 29 (decisions 156, 160): a center's labour standards as read: each station's rate and
 * high-strain flag, each line's fewest and most heads, and the most consecutive quarters on a
 * high-strain station. Here in the floor kernel since two modules read them: the demand API and
 * the auto-plan.
 */
import { eq } from 'drizzle-orm';
import type { DemandDayInput } from '@stationboard/domain/demand/demand-day';
import type { LineStandard } from '@stationboard/domain/demand/required-heads';
import type { Db, Tx } from '../db/database.ts';
import * as s from '../db/schema.ts';
import { readVolumes } from './demand-volumes.ts';
import { selectStationFacts } from './station-row.ts';

/** Every station of the center in code order, as the standards and the day's demand read it. */
export function readStationStandards(db: Db | Tx, centerId: string) {
  return selectStationFacts(db, centerId, { station_id: s.stations.id, units_per_hour: s.stations.unitsPerHour, is_high_strain: s.stations.isHighStrain });
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

/** What the demand of operating day `date` is counted from besides its cells: the stations with their rates, the line standards and the volumes. */
export async function readDemandStandards(db: Db | Tx, centerId: string, date: string) {
  const [stations, standards, volumes] = await Promise.all([
    readStationStandards(db, centerId),
    readLineStandards(db, centerId),
    readVolumes(db, centerId, date),
  ]);
  return { stations: stations.map(({ station_id, ...station }) => ({ ...station, id: station_id })), standards, volumes } satisfies Partial<DemandDayInput>;
}
