/** The reads and writes of the TV configs: the center's maximum attendance and the stations' critical flags. */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';

export type CenterConfigRow = typeof s.tvCenterConfigs.$inferSelect;

/** A station config as the API answers it. */
const stationConfigColumns = {
  center_config_id: s.tvStationConfigs.centerConfigId,
  station_id: s.tvStationConfigs.stationId,
  critical_station: s.tvStationConfigs.criticalStation,
  fulfillment_center_id: s.tvStationConfigs.fulfillmentCenterId,
};

export async function findCenterConfig(db: Db, id: string): Promise<CenterConfigRow | null> {
  const [config] = await db.select().from(s.tvCenterConfigs).where(eq(s.tvCenterConfigs.id, id));
  return config ?? null;
}

export async function findCenterConfigOfCenter(db: Db, centerId: string): Promise<CenterConfigRow | null> {
  const [config] = await db.select().from(s.tvCenterConfigs).where(eq(s.tvCenterConfigs.fulfillmentCenterId, centerId));
  return config ?? null;
}

/** The new config; null when the center has one already. */
export async function insertCenterConfig(tx: Tx, centerId: string, maximumAttendance: number): Promise<CenterConfigRow | null> {
  const [row] = await tx.insert(s.tvCenterConfigs).values({ fulfillmentCenterId: centerId, maximumAttendance }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateMaximumAttendance(tx: Tx, id: string, maximumAttendance: number): Promise<CenterConfigRow> {
  const [row] = await tx.update(s.tvCenterConfigs).set({ maximumAttendance }).where(eq(s.tvCenterConfigs.id, id)).returning();
  return row!;
}

export function listStationConfigs(db: Db, centerConfigId: string) {
  return db.select(stationConfigColumns).from(s.tvStationConfigs).where(eq(s.tvStationConfigs.centerConfigId, centerConfigId));
}

/** Whether the station is marked critical in the config (no config row: not critical). */
export async function isStationCritical(tx: Tx, centerConfigId: string, stationId: string): Promise<boolean> {
  const [row] = await tx
    .select({ critical: s.tvStationConfigs.criticalStation })
    .from(s.tvStationConfigs)
    .where(and(eq(s.tvStationConfigs.centerConfigId, centerConfigId), eq(s.tvStationConfigs.stationId, stationId)));
  return row?.critical ?? false;
}

export async function upsertStationConfig(
  tx: Tx,
  values: { centerConfigId: string; stationId: string; fulfillmentCenterId: string; criticalStation: boolean },
) {
  const [row] = await tx
    .insert(s.tvStationConfigs)
    .values(values)
    .onConflictDoUpdate({ target: [s.tvStationConfigs.centerConfigId, s.tvStationConfigs.stationId], set: { criticalStation: values.criticalStation } })
    .returning(stationConfigColumns);
  return row!;
}
