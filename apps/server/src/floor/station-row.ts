/** A station's row by id, as the modules that refer to a station read it. */
import { and, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/database.ts';
import * as s from '../db/schema.ts';

export type StationRow = typeof s.stations.$inferSelect;

/** The station; with `centerId`, only when it is of that center. */
export async function findStation(db: Db | Tx, id: string, centerId?: string): Promise<StationRow | null> {
  const [station] = await db
    .select()
    .from(s.stations)
    .where(and(eq(s.stations.id, id), centerId ? eq(s.stations.fulfillmentCenterId, centerId) : undefined));
  return station ?? null;
}

/**
 * The center's stations in code order with what the plan and the demand read of each (code,
 * line, type, whether active and critical) and the columns in `more`.
 */
export function selectStationFacts<M extends SelectedFields>(db: Db | Tx, centerId: string, more: M) {
  return db
    .select({
      ...more,
      station_code: s.stations.stationCode,
      line_number: s.stations.lineNumber,
      station_type: { name: s.stationTypes.name },
      is_active: s.stations.isActive,
      is_critical: sql<boolean>`coalesce(${s.tvStationConfigs.criticalStation}, false)`,
    })
    .from(s.stations)
    .innerJoin(s.stationTypes, eq(s.stationTypes.id, s.stations.stationTypeId))
    .leftJoin(s.tvStationConfigs, eq(s.tvStationConfigs.stationId, s.stations.id))
    .where(eq(s.stations.fulfillmentCenterId, centerId))
    .orderBy(...s.stationCodeOrder);
}
