import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { toAssignment } from './assignment-row.ts';

export type MapQuery = { centerId: string; quarterId: string | null; nextQuarterId: string | null; date: string };

const NO_QUARTER = '00000000-0000-0000-0000-000000000000';

/**
 * The assignment of one station in one quarter and date, with its employee's login, as a
 * LATERAL subquery: one unique-index lookup per station. Joined flat, the planner without
 * fresh statistics (PGlite has no autovacuum) chose nested loops over every assignment of the
 * quarter for every station: 260 ms for 1000 stations instead of a few.
 */
function assignmentAt(db: Db, name: string, stationId: SQL, quarterId: string, date: string) {
  return db
    .select({ ...getTableColumns(s.assignments), employeeLogin: sql<string | null>`${s.employees.employeeId}`.as(`${name}_employee_login`) })
    .from(s.assignments)
    .innerJoin(s.employees, eq(s.employees.id, s.assignments.employeeId))
    .where(and(eq(s.assignments.stationId, stationId), eq(s.assignments.quarterId, quarterId), eq(s.assignments.assignmentDate, date)))
    // At most one row exists anyway; the limit keeps the planner from flattening the subquery.
    .limit(1)
    .as(name);
}

/** The subquery's columns, referenced through its alias, for a nested select. */
function columnsOf<T extends { _: { selectedFields: Record<string, unknown> } }>(subquery: T): T['_']['selectedFields'] {
  const fields = subquery as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(subquery._.selectedFields).map((key) => [key, fields[key]])) as T['_']['selectedFields'];
}

/**
 * The whole floor in one round trip (issue 4): every station of the center with its type, its
 * critical flag, its assignment in the quarter and date, and the next assignment (DESIGN §4:
 * in the next quarter, at the station its rotation rule leads to, else at itself).
 */
export function stationsMapQuery(db: Db, q: MapQuery) {
  const cur = assignmentAt(db, 'cur', sql`${s.stations.id}`, q.quarterId ?? NO_QUARTER, q.date);
  const nxt = assignmentAt(db, 'nxt', sql`coalesce(${s.rotationRules.toStationId}, ${s.stations.id})`, q.nextQuarterId ?? NO_QUARTER, q.date);
  return db
    .select({ station: s.stations, type: s.stationTypes, critical: s.tvStationConfigs.criticalStation, cur: columnsOf(cur), nxt: columnsOf(nxt) })
    .from(s.stations)
    .innerJoin(s.stationTypes, eq(s.stationTypes.id, s.stations.stationTypeId))
    .leftJoin(s.tvStationConfigs, eq(s.tvStationConfigs.stationId, s.stations.id))
    .leftJoin(s.rotationRules, eq(s.rotationRules.fromStationId, s.stations.id))
    .leftJoinLateral(cur, sql`true`)
    .leftJoinLateral(nxt, sql`true`)
    .where(eq(s.stations.fulfillmentCenterId, q.centerId))
    .orderBy(asc(s.stations.stationCode));
}

export async function listStationsWithAssignments(db: Db, q: MapQuery): Promise<Station[]> {
  const rows = await stationsMapQuery(db, q);
  return rows.map((r) => ({
    ...toStationFields(r.station, r.type, r.critical ?? false),
    current_assignment: r.cur ? toAssignment(r.cur) : null,
    next_assignment: r.nxt ? toAssignment(r.nxt) : null,
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
