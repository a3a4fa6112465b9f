import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { toAssignment } from './assignment-row.ts';

export type MapQuery = { centerId: string; quarterId: string | null; nextQuarterId: string | null; date: string };

const cur = alias(s.assignments, 'cur');
const curEmployee = alias(s.employees, 'cur_employee');
const nxt = alias(s.assignments, 'nxt');
const nxtEmployee = alias(s.employees, 'nxt_employee');
const NO_QUARTER = '00000000-0000-0000-0000-000000000000';

/**
 * The whole floor in one round trip (issue 4): every station of the center with its type, its
 * critical flag, its assignment in the quarter and date, and the next assignment (DESIGN §4:
 * in the next quarter, at the station its rotation rule leads to, else at itself).
 */
export async function listStationsWithAssignments(db: Db, q: MapQuery): Promise<Station[]> {
  const rows = await db
    .select({
      station: s.stations,
      type: s.stationTypes,
      critical: s.tvStationConfigs.criticalStation,
      cur,
      curLogin: curEmployee.employeeId,
      nxt,
      nxtLogin: nxtEmployee.employeeId,
    })
    .from(s.stations)
    .innerJoin(s.stationTypes, eq(s.stationTypes.id, s.stations.stationTypeId))
    .leftJoin(s.tvStationConfigs, eq(s.tvStationConfigs.stationId, s.stations.id))
    .leftJoin(cur, and(eq(cur.stationId, s.stations.id), eq(cur.quarterId, q.quarterId ?? NO_QUARTER), eq(cur.assignmentDate, q.date)))
    .leftJoin(curEmployee, eq(curEmployee.id, cur.employeeId))
    .leftJoin(s.rotationRules, eq(s.rotationRules.fromStationId, s.stations.id))
    .leftJoin(
      nxt,
      and(
        eq(nxt.quarterId, q.nextQuarterId ?? NO_QUARTER),
        eq(nxt.assignmentDate, q.date),
        eq(nxt.stationId, sql`coalesce(${s.rotationRules.toStationId}, ${s.stations.id})`),
      ),
    )
    .leftJoin(nxtEmployee, eq(nxtEmployee.id, nxt.employeeId))
    .where(eq(s.stations.fulfillmentCenterId, q.centerId))
    .orderBy(asc(s.stations.stationCode));
  return rows.map((r) => ({
    ...toStationFields(r.station, r.type, r.critical ?? false),
    current_assignment: r.cur ? toAssignment({ ...r.cur, employeeLogin: r.curLogin }) : null,
    next_assignment: r.nxt ? toAssignment({ ...r.nxt, employeeLogin: r.nxtLogin }) : null,
  }));
}

function toStationFields(st: typeof s.stations.$inferSelect, type: typeof s.stationTypes.$inferSelect, critical: boolean) {
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
    is_critical: critical,
  };
}

/** The station row, locked for the rest of the transaction so concurrent changes queue. */
export async function lockStation(tx: Tx, id: string) {
  const [row] = await tx.select().from(s.stations).where(eq(s.stations.id, id)).for('update');
  return row ?? null;
}
