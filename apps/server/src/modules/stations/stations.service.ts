/**
 * The Stations tab's and the map's changes of a station (spec 2 §2, DESIGN §4): each runs in
 * one transaction with its audit row, with the station row locked so two managers on one
 * station queue instead of racing.
 */
import { AppError } from '@stationboard/domain/errors/app-error';
import type { StationCreateInput, StationPutInput } from '@stationboard/domain/schemas/station';
import type { Db, Tx } from '../../db/database.ts';
import { auditedChange, type Acting, type AuditedChange } from '../../lib/audit.ts';
import { deleteWithCascade } from '../../lib/cascade-delete.ts';
import { checkSkillIds, readStationSkills, replaceStationSkills } from '../../floor/skills.ts';
import {
  findStationTypeCenterId,
  insertStation,
  isStationCodeTaken,
  lockStation,
  stationCascade,
  updateStationRow,
  type StationRow,
} from './stations.repository.ts';

/** The station of the acting center, locked; 404 when unknown, 403 when another center's. */
export async function loadStation(tx: Tx, stationId: string, acting: Acting): Promise<StationRow> {
  const station = await lockStation(tx, stationId);
  if (!station) throw new AppError('NOT_FOUND', 'Station not found');
  if (station.fulfillmentCenterId !== acting.centerId) throw new AppError('FORBIDDEN', 'You do not have access to this fulfillment center');
  return station;
}

/** One station's change, audited as an UPDATE of the stations table. */
export function auditStationChange({ audit }: AuditedChange, station: Pick<StationRow, 'id' | 'stationCode'>, oldValues: object, newValues: object) {
  return audit({
    action: 'UPDATE',
    tableName: 'stations',
    recordId: station.id,
    stationId: station.id,
    stationName: station.stationCode,
    oldValues,
    newValues,
  });
}

export function toggleStationActive(db: Db, stationId: string, acting: Acting): Promise<boolean> {
  return auditedChange(db, acting, async (change) => {
    const station = await loadStation(change.tx, stationId, acting);
    const isActive = !station.isActive;
    // Switched by hand, the station is no longer one the last Deactivate Line switched off (decision 137).
    await updateStationRow(change.tx, station.id, { isActive, lineDeactivatedAt: null });
    await auditStationChange(change, station, { is_active: station.isActive }, { is_active: isActive });
    return isActive;
  });
}

async function checkStationType(tx: Tx, typeId: string, acting: Acting): Promise<void> {
  if ((await findStationTypeCenterId(tx, typeId)) !== acting.centerId)
    throw new AppError('BAD_REQUEST', 'station_type_id: no such station type in this center');
}

async function checkCodeFree(tx: Tx, code: string, acting: Acting): Promise<void> {
  if (await isStationCodeTaken(tx, acting.centerId, code)) throw new AppError('CONFLICT', `Station code ${code} already exists`);
}

/** The Stations tab's fields and the map's position, whichever were sent (PUT /stations/{id}). */
export function updateStation(db: Db, stationId: string, input: StationPutInput, acting: Acting): Promise<StationRow> {
  return auditedChange(db, acting, async (change) => {
    const { tx } = change;
    const station = await loadStation(tx, stationId, acting);
    if (input.station_type_id) await checkStationType(tx, input.station_type_id, acting);
    if (input.station_code && input.station_code !== station.stationCode) await checkCodeFree(tx, input.station_code, acting);
    const changes = {
      ...(input.station_code !== undefined && { stationCode: input.station_code }),
      ...(input.station_type_id !== undefined && { stationTypeId: input.station_type_id }),
      ...(input.line_number !== undefined && { lineNumber: input.line_number }),
      ...(input.is_manual !== undefined && { isManual: input.is_manual }),
      ...(input.is_right_handed !== undefined && { isRightHanded: input.is_right_handed }),
      ...(input.position_x !== undefined && { positionX: input.position_x, positionY: input.position_y ?? null }),
    };
    // On another line, the station no longer belongs to its old line's last deactivation (decision 137).
    const leavesLine = input.line_number !== undefined && input.line_number !== station.lineNumber;
    const updated =
      Object.keys(changes).length > 0 ? await updateStationRow(tx, station.id, { ...changes, ...(leavesLine && { lineDeactivatedAt: null }) }) : station;
    const before: Record<string, unknown> = Object.fromEntries(Object.keys(changes).map((key) => [key, station[key as keyof typeof station]]));
    const after: Record<string, unknown> = { ...changes };
    if (input.skill_ids !== undefined) {
      await checkSkillIds(tx, acting.centerId, input.skill_ids);
      before.skill_ids = (await readStationSkills(tx, station.id)).map((skill) => skill.id);
      await replaceStationSkills(tx, station.id, input.skill_ids);
      after.skill_ids = input.skill_ids;
    }
    await auditStationChange(change, station, before, after);
    return updated;
  });
}

/** The new station's id; it is off the map until placed. */
export function createStation(db: Db, input: StationCreateInput, acting: Acting): Promise<string> {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    await checkStationType(tx, input.station_type_id, acting);
    await checkCodeFree(tx, input.station_code, acting);
    if (input.skill_ids) await checkSkillIds(tx, acting.centerId, input.skill_ids);
    const station = await insertStation(tx, {
      fulfillmentCenterId: acting.centerId,
      stationCode: input.station_code,
      stationTypeId: input.station_type_id,
      lineNumber: input.line_number ?? null,
      isManual: input.is_manual,
      isRightHanded: input.is_right_handed,
    });
    if (input.skill_ids) await replaceStationSkills(tx, station.id, input.skill_ids);
    await audit({ action: 'CREATE', tableName: 'stations', recordId: station.id, stationId: station.id, stationName: station.stationCode, newValues: input });
    return station.id;
  });
}

/** The station with its assignments, rules and configs (DESIGN §4 Deletion). */
export function deleteStation(db: Db, stationId: string, acting: Acting): Promise<void> {
  return auditedChange(db, acting, async (change) => {
    const station = await loadStation(change.tx, stationId, acting);
    await deleteWithCascade(change, stationCascade(station.id), {
      tableName: 'stations',
      recordId: station.id,
      stationId: station.id,
      stationName: station.stationCode,
      oldValues: { station_code: station.stationCode, line_number: station.lineNumber },
    });
  });
}
