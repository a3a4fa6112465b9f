import { eq, sql, type SQL } from 'drizzle-orm';
import type { StationRecord } from '@stationboard/domain/schemas/floor-map';
import { queryRows, type Db, type Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { assignmentJson } from './assignment-row.ts';

type QuarterOnDate = { quarterId: string; date: string };

/** The map of one quarter on a date, with the next assignments from the quarter that follows it (possibly the next date). */
export type MapQuery = { centerId: string; current: QuarterOnDate | null; next: QuarterOnDate | null };

const NO_QUARTER = '00000000-0000-0000-0000-000000000000';
const NO_DATE = '1970-01-01';

/**
 * The whole floor in one round trip (issue 4), as the JSON the API answers: every station of
 * the center with its type, its critical flag, its assignment in the quarter and date, and the
 * next assignment (DESIGN §4: in the next quarter, at the station its rotation rule leads to,
 * else at itself).
 *
 * The database builds the JSON: for 1000 stations, decoding ~50 columns per row in
 * JavaScript and mapping them cost more than the query itself (bench/stations.ts). Each
 * assignment is a LATERAL lookup on the (station, quarter, date) key with LIMIT 1, which keeps
 * the planner from flattening it: without fresh statistics (PGlite has no autovacuum) the
 * flat join scanned the whole quarter for every station, 260 ms instead of a few.
 */
export function stationsMapSql(q: MapQuery): SQL {
  return sql`
    select coalesce(json_agg(json_build_object(
      'id', st.id, 'fulfillment_center_id', st.fulfillment_center_id, 'station_code', st.station_code,
      'station_type_id', st.station_type_id,
      'station_type', json_build_object('id', t.id, 'name', t.name, 'description', t.description),
      'line_number', st.line_number, 'position_x', st.position_x, 'position_y', st.position_y,
      'is_active', st.is_active, 'is_manual', st.is_manual, 'is_right_handed', st.is_right_handed,
      'is_critical', coalesce(cfg.critical_station, false),
      'current_assignment', cur.json, 'next_assignment', nxt.json
    ) order by st.station_code), '[]'::json)::text as stations
    from stations st
    join station_types t on t.id = st.station_type_id
    left join tv_station_configs cfg on cfg.station_id = st.id
    left join rotation_rules rr on rr.from_station_id = st.id
    left join lateral (
      select ${assignmentJson('a', 'e', 'st')} as json from assignments a join employees e on e.id = a.employee_id
      where a.station_id = st.id and a.quarter_id = ${q.current?.quarterId ?? NO_QUARTER} and a.assignment_date = ${q.current?.date ?? NO_DATE}
      limit 1
    ) cur on true
    left join lateral (
      select ${assignmentJson('a', 'e', 'dest')} as json from assignments a join employees e on e.id = a.employee_id
      join stations dest on dest.id = a.station_id
      where a.station_id = coalesce(rr.to_station_id, st.id) and a.quarter_id = ${q.next?.quarterId ?? NO_QUARTER} and a.assignment_date = ${q.next?.date ?? NO_DATE}
      limit 1
    ) nxt on true
    where st.fulfillment_center_id = ${q.centerId}`;
}

/** The map's stations as JSON text, ready to send (see stationsMapSql). */
export async function listStationsJson(db: Db, q: MapQuery): Promise<string> {
  const [row] = await queryRows<{ stations: string }>(db, stationsMapSql(q));
  return row?.stations ?? '[]';
}

/** The station row, locked for the rest of the transaction so concurrent changes queue. */
export async function lockStation(tx: Tx, id: string) {
  const [row] = await tx.select().from(s.stations).where(eq(s.stations.id, id)).for('update');
  return row ?? null;
}

/** A station with its type, as the Stations tab and the station calls answer it. */
export async function findStationRecord(db: Db | Tx, id: string): Promise<StationRecord | null> {
  const [row] = await db
    .select({ station: s.stations, type: s.stationTypes })
    .from(s.stations)
    .innerJoin(s.stationTypes, eq(s.stationTypes.id, s.stations.stationTypeId))
    .where(eq(s.stations.id, id));
  if (!row) return null;
  const { station: st, type } = row;
  return {
    id: st.id,
    fulfillment_center_id: st.fulfillmentCenterId,
    station_code: st.stationCode,
    station_type_id: st.stationTypeId,
    station_type: { id: type.id, name: type.name, description: type.description },
    line_number: st.lineNumber,
    position_x: st.positionX,
    position_y: st.positionY,
    is_active: st.isActive,
    is_manual: st.isManual,
    is_right_handed: st.isRightHanded,
  };
}
