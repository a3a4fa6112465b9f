/**
 * Issue 29 (decision 156): labour standards and the volumes of an operating day. Every write is
 * one transaction with its audit rows; a quarter or station of another center is refused (403),
 * one of no center is 404, and a day that is over keeps its volumes.
 */
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import type { DemandDay, DemandStandards, DemandStandardsInput, DemandVolumesInput } from '@stationboard/domain/schemas/demand';
import type { Db } from '../../db/database.ts';
import { auditedChange, type Acting } from '../../lib/audit.ts';
import { readCenterClock } from '../../floor/center-clock.ts';
import { readStandards, writeStandardsIn } from '../../floor/demand-standards.ts';
import { writeVolumesIn } from '../../floor/demand-volumes.ts';
import { FORBIDDEN_CENTER } from '../../plugins/authorization.ts';
import { centersOfQuarters, centersOfStations } from './demand.repository.ts';
import { readDemandDay } from '../../floor/demand-day.ts';

/** Refuses ids that are not the acting center's: 404 for an id of nothing, 403 for another center's. */
function checkOwnIds(centers: ReadonlyMap<string, string>, ids: readonly string[], centerId: string, notFound: string): void {
  if (ids.some((id) => !centers.has(id))) throw new AppError('NOT_FOUND', notFound);
  if (ids.some((id) => centers.get(id) !== centerId)) throw new AppError('FORBIDDEN', FORBIDDEN_CENTER);
}

// ---- Standards ----

/** GET /api/demand/standards: N, lines 1-4 and every station of the center. */
export function getStandards(db: Db, centerId: string): Promise<DemandStandards> {
  return readStandards(db, centerId);
}

/** PUT /api/demand/standards: what is sent and differs is written, one UPDATE audit row per station, line and the center's N. */
export function updateStandards(db: Db, acting: Acting, input: DemandStandardsInput): Promise<DemandStandards> {
  return auditedChange(db, acting, async (change) => {
    if (input.stations) {
      const ids = input.stations.map((station) => station.station_id);
      checkOwnIds(await centersOfStations(change.tx, ids), ids, acting.centerId, MESSAGES.demandStationNotFound);
    }
    await writeStandardsIn(change, await readStandards(change.tx, acting.centerId), input);
    return readStandards(change.tx, acting.centerId);
  });
}

// ---- The day ----

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
