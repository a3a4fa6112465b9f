/**
 * Issue 29 (decision 156): labour standards and the volumes of an operating day. Every write is
 * one transaction with its audit rows; a quarter or station of another center is refused (403),
 * one of no center is 404, and a day that is over keeps its volumes.
 */
import { demandOfDay } from '@stationboard/domain/demand/demand-day';
import { AppError } from '@stationboard/domain/errors/app-error';
import { dayPlanQuarters } from '@stationboard/domain/exports/day-plan';
import { MESSAGES } from '@stationboard/domain/messages';
import type { DemandDay, DemandStandards, DemandStandardsInput, DemandVolumesInput } from '@stationboard/domain/schemas/demand';
import { isIndirectType, LINE_NUMBERS } from '@stationboard/domain/stations/station-kind';
import type { Db, Tx } from '../../db/database.ts';
import { auditedChange, type Acting } from '../../lib/audit.ts';
import { readCenterClock } from '../../floor/center-clock.ts';
import { writeVolumesIn } from '../../floor/demand-volumes.ts';
import { readDemandStandards, readLineStandards, readMaxStrainQuarters, readStationStandards } from '../../floor/labour-standards.ts';
import { readRosterSummary } from '../../floor/roster-summary.ts';
import { FORBIDDEN_CENTER } from '../../plugins/authorization.ts';
import {
  centersOfQuarters,
  centersOfStations,
  readAssignmentsOn,
  writeLineStandard,
  writeMaxStrainQuarters,
  writeStationStandard,
} from './demand.repository.ts';

/** Refuses ids that are not the acting center's: 404 for an id of nothing, 403 for another center's. */
function checkOwnIds(centers: ReadonlyMap<string, string>, ids: readonly string[], centerId: string, notFound: string): void {
  if (ids.some((id) => !centers.has(id))) throw new AppError('NOT_FOUND', notFound);
  if (ids.some((id) => centers.get(id) !== centerId)) throw new AppError('FORBIDDEN', FORBIDDEN_CENTER);
}

// ---- Standards ----

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

/** PUT /api/demand/standards: what is sent and differs is written, one UPDATE audit row per station, line and the center's N. */
export function updateStandards(db: Db, acting: Acting, input: DemandStandardsInput): Promise<DemandStandards> {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    const before = await readStandards(tx, acting.centerId);
    if (input.stations) {
      const ids = input.stations.map((station) => station.station_id);
      checkOwnIds(await centersOfStations(tx, ids), ids, acting.centerId, MESSAGES.demandStationNotFound);
      const current = new Map(before.stations.map((station) => [station.station_id, station]));
      for (const next of input.stations) {
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
      }
    }
    for (const next of input.lines ?? []) {
      const old = before.lines.find((line) => line.line === next.line)!;
      if (old.min_heads === next.min_heads && old.max_heads === next.max_heads) continue;
      await writeLineStandard(tx, acting.centerId, next);
      await audit({ action: 'UPDATE', tableName: 'line_standards', recordId: String(next.line), oldValues: old, newValues: next });
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
    return readStandards(tx, acting.centerId);
  });
}

// ---- The day ----

/**
 * GET /api/demand/{date}: per quarter of the operating day (in the day's order) and line, the
 * volume, required heads, and who is planned, expected (planned × the quarter's forecast show
 * rate, decision 154) and checked in, in the quarter's occurrence of the day.
 */
export async function readDemandDay(db: Db, centerId: string, date: string, now: Date): Promise<DemandDay> {
  const clock = await readCenterClock(db, centerId, now);
  const quarters = dayPlanQuarters(clock.quarters, date);
  const [demand, assignments, summary] = await Promise.all([
    readDemandStandards(db, centerId, date),
    readAssignmentsOn(db, centerId, [...new Set(quarters.map((quarter) => quarter.date))]),
    readRosterSummary(db, centerId, clock, date),
  ]);
  const rateOf = new Map(summary.shifts.flatMap((shift) => shift.quarters.map((quarter) => [quarter.quarter_id, quarter.forecast?.rate ?? null] as const)));
  const lines = demandOfDay({
    quarters,
    ...demand,
    assignments,
    showRate: (quarterId) => rateOf.get(quarterId) ?? null,
  });
  return { date, lines };
}

/** PUT /api/demand/{date}: units per quarter and line, null or absent clearing; refused on a day that is over. */
export async function setVolumes(db: Db, acting: Acting, date: string, input: DemandVolumesInput, now: Date): Promise<DemandDay> {
  await auditedChange(db, acting, async (change) => {
    const ids = [...new Set(input.volumes.map((volume) => volume.quarter_id))];
    checkOwnIds(await centersOfQuarters(change.tx, ids), ids, acting.centerId, MESSAGES.demandQuarterNotFound);
    if ((await readCenterClock(change.tx, acting.centerId, now)).isPast(date)) throw new AppError('CONFLICT', MESSAGES.demandDayOver);
    await writeVolumesIn(
      change,
      date,
      input.volumes.map(({ quarter_id, line, units }) => ({ quarter_id, line, units: units ?? null })),
    );
  });
  return readDemandDay(db, acting.centerId, date, now);
}
