/** The TV configs' changes (spec 1 §7), each audited: the maximum attendance and a station's critical flag. */
import { AppError } from '@stationboard/domain/errors/app-error';
import type { Db } from '../../db/database.ts';
import { auditedChange, type Acting, type AuditedChange } from '../../lib/audit.ts';
import type { StationRow } from '../../floor/station-row.ts';
import { insertCenterConfig, isStationCritical, updateMaximumAttendance, upsertStationConfig, type CenterConfigRow } from './tv-configs.repository.ts';

/** The acting center's TV config, made and audited; null when the center has one already. */
export async function initializeCenterConfig({ tx, acting, audit }: AuditedChange, maximumAttendance: number): Promise<CenterConfigRow | null> {
  const row = await insertCenterConfig(tx, acting.centerId, maximumAttendance);
  if (row)
    await audit({
      action: 'TV_ASSIGNMENT_CONFIG_INITIALIZED',
      tableName: 'tv_center_configs',
      recordId: row.id,
      newValues: { maximum_attendance: maximumAttendance },
    });
  return row;
}

/** 409 when the center has a TV config already. */
export function createCenterConfig(db: Db, maximumAttendance: number, acting: Acting): Promise<CenterConfigRow> {
  return auditedChange(db, acting, async (change) => {
    const row = await initializeCenterConfig(change, maximumAttendance);
    if (!row) throw new AppError('CONFLICT', 'This center already has a TV config');
    return row;
  });
}

export function setMaximumAttendance(db: Db, before: CenterConfigRow, maximumAttendance: number, acting: Acting): Promise<CenterConfigRow> {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    const row = await updateMaximumAttendance(tx, before.id, maximumAttendance);
    await audit({
      action: 'UPDATE',
      tableName: 'tv_center_configs',
      recordId: before.id,
      oldValues: { maximum_attendance: before.maximumAttendance },
      newValues: { maximum_attendance: maximumAttendance },
    });
    return row;
  });
}

/** Marks the station critical or not, audited as a change of the station. */
export function setStationCritical(db: Db, config: CenterConfigRow, station: StationRow, critical: boolean, acting: Acting) {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    const before = await isStationCritical(tx, config.id, station.id);
    const row = await upsertStationConfig(tx, {
      centerConfigId: config.id,
      stationId: station.id,
      fulfillmentCenterId: config.fulfillmentCenterId,
      criticalStation: critical,
    });
    await audit({
      action: 'UPDATE',
      tableName: 'stations',
      recordId: station.id,
      stationId: station.id,
      stationName: station.stationCode,
      oldValues: { critical_station: before },
      newValues: { critical_station: critical },
    });
    return row;
  });
}
