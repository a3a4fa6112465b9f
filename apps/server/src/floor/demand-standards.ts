/**
 * Issue 29 (decisions 156, 160, 161): a center's labour standards, read and written. Here in the
 * floor kernel since two modules write them: the demand API (PUT /api/demand/standards, the
 * Demand tab) and the standards upload beside the other uploads; both write through
 * `writeStandardsIn`, so a change is audited the same way whichever way it came. The auto-plan
 * (modules/plan) reads them with the day's volumes (`readDemandStandards`).
 */
import { and, eq } from 'drizzle-orm';
import type { DemandDayInput } from '@stationboard/domain/demand/demand-day';
import type { LineStandard } from '@stationboard/domain/demand/required-heads';
import type { DemandStandards, DemandStandardsInput, LineStandardAnswer } from '@stationboard/domain/schemas/demand';
import { isIndirectType, LINE_NUMBERS } from '@stationboard/domain/stations/station-kind';
import type { Db, Tx } from '../db/database.ts';
import * as s from '../db/schema.ts';
import type { AuditedChange } from '../lib/audit.ts';
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

async function writeMaxStrainQuarters(tx: Tx, centerId: string, n: number): Promise<void> {
  await tx.update(s.fulfillmentCenters).set({ maxStrainQuarters: n }).where(eq(s.fulfillmentCenters.id, centerId));
}

/** A line's standard; both bounds unset removes its row. */
async function writeLineStandard(tx: Tx, centerId: string, { line, min_heads, max_heads }: LineStandardAnswer): Promise<void> {
  if (min_heads === null && max_heads === null) {
    await tx.delete(s.lineStandards).where(and(eq(s.lineStandards.fulfillmentCenterId, centerId), eq(s.lineStandards.lineNumber, line)));
    return;
  }
  await tx
    .insert(s.lineStandards)
    .values({ fulfillmentCenterId: centerId, lineNumber: line, minHeads: min_heads, maxHeads: max_heads })
    .onConflictDoUpdate({ target: [s.lineStandards.fulfillmentCenterId, s.lineStandards.lineNumber], set: { minHeads: min_heads, maxHeads: max_heads } });
}

async function writeStationStandard(tx: Tx, stationId: string, unitsPerHour: number | null, isHighStrain: boolean): Promise<void> {
  await tx.update(s.stations).set({ unitsPerHour, isHighStrain }).where(eq(s.stations.id, stationId));
}

export async function readStandards(db: Db | Tx, centerId: string): Promise<DemandStandards> {
  const [maxStrain, standards, stations] = await Promise.all([
    readMaxStrainQuarters(db, centerId),
    readLineStandards(db, centerId),
    readStationStandards(db, centerId),
  ]);
  return {
    max_strain_quarters: maxStrain,
    lines: LINE_NUMBERS.map((line) => ({ line, ...(standards.get(line) ?? { min_heads: null, max_heads: null }) })),
    stations: stations.map(({ station_type, ...station }) => ({ ...station, is_indirect: isIndirectType(station_type.name) })),
  };
}

/**
 * Writes what `input` sets and differs from `before` (the center's standards read in the same
 * transaction; its stations already checked to be the change's center's): one UPDATE audit row
 * per station (on `stations`, naming it), per line (on `line_standards`, record id the line) and
 * for N (on `fulfillment_centers`). Answers how many stations and lines changed.
 */
export async function writeStandardsIn(
  { tx, acting, audit }: AuditedChange,
  before: DemandStandards,
  input: Omit<DemandStandardsInput, 'fulfillment_center_id'>,
): Promise<{ stations: number; lines: number }> {
  const changed = { stations: 0, lines: 0 };
  const current = new Map(before.stations.map((station) => [station.station_id, station]));
  for (const next of input.stations ?? []) {
    const old = current.get(next.station_id)!;
    if (old.units_per_hour === next.units_per_hour && old.is_high_strain === next.is_high_strain) continue;
    await writeStationStandard(tx, next.station_id, next.units_per_hour, next.is_high_strain);
    await audit({
      action: 'UPDATE',
      tableName: 'stations',
      recordId: old.station_id,
      stationId: old.station_id,
      stationName: old.station_code,
      oldValues: { units_per_hour: old.units_per_hour, is_high_strain: old.is_high_strain },
      newValues: { units_per_hour: next.units_per_hour, is_high_strain: next.is_high_strain },
    });
    changed.stations++;
  }
  for (const next of input.lines ?? []) {
    const old = before.lines.find((line) => line.line === next.line)!;
    if (old.min_heads === next.min_heads && old.max_heads === next.max_heads) continue;
    await writeLineStandard(tx, acting.centerId, next);
    await audit({ action: 'UPDATE', tableName: 'line_standards', recordId: String(next.line), oldValues: old, newValues: next });
    changed.lines++;
  }
  if (input.max_strain_quarters !== undefined && input.max_strain_quarters !== before.max_strain_quarters) {
    await writeMaxStrainQuarters(tx, acting.centerId, input.max_strain_quarters);
    await audit({
      action: 'UPDATE',
      tableName: 'fulfillment_centers',
      recordId: acting.centerId,
      oldValues: { max_strain_quarters: before.max_strain_quarters },
      newValues: { max_strain_quarters: input.max_strain_quarters },
    });
  }
  return changed;
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
