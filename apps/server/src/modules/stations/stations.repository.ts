import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StationRecord } from '@stationboard/domain/schemas/floor-map';
import { queryRows, type Db, type Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { readStationSkills } from '../../floor/skills.ts';

type QuarterOnDate = { quarterId: string; date: string };

/** The map of one quarter on a date, with the next assignments from the quarter that follows it (possibly the next date). */
export type MapQuery = { centerId: string; current: QuarterOnDate | null; next: QuarterOnDate | null };

const NO_QUARTER = '00000000-0000-0000-0000-000000000000';
const NO_DATE = '1970-01-01';

/** The assignments of one quarter on a date, read once by the (center, date, quarter) index. */
function quarterAssignments(centerId: string, at: QuarterOnDate | null) {
  return sql`a.fulfillment_center_id = ${centerId} and a.quarter_id = ${at?.quarterId ?? NO_QUARTER} and a.assignment_date = ${at?.date ?? NO_DATE}`;
}

/**
 * The whole floor in one round trip (issue 4), as the JSON the API answers: every station of
 * the center with its type, its critical flag, its assignment in the quarter and date, and the
 * next assignment (DESIGN §4: in the next quarter, at the station its rotation rule leads to,
 * else at itself). Stations and assignments carry what the screens show and no more
 * (`stationSchema`, decision 117); a test holds the assignment fields to `toAssignment`'s.
 *
 * The database builds the JSON: for 1000 stations, decoding the rows and mapping them in
 * JavaScript cost more than the query itself (bench/stations.ts). Rows become objects under
 * their column names: `json_agg` of a row writes no spaces and costs the database less per
 * value than `json_build_object`. `shown` is an assignment as the map shows it, a whole row,
 * null where the station has none.
 *
 * Each quarter's assignments are read once, by one range of the (center, date, quarter) index,
 * and hash-joined to the stations; a unique-index probe per station (a LATERAL lookup, 2000 of
 * them) cost the database more than anything but the JSON. MATERIALIZED keeps each set whole,
 * so even without fresh statistics (PGlite has no autovacuum) no plan reads a quarter once per
 * station; PGlite with no statistics at all still hash-joins them.
 */
export function stationsMapSql(q: MapQuery): SQL {
  return sql`
    with cur as materialized (
      select a.station_id, shown from assignments a join employees e on e.id = a.employee_id,
        lateral (select a.id, a.employee_id, a.employee_name, json_build_object('employee_id', e.employee_id) as employee, a.is_wildcard, a.checked_in, a.override_reason) shown
      where ${quarterAssignments(q.centerId, q.current)}
    ), nxt as materialized (
      select a.station_id, shown from assignments a, lateral (select a.id, a.employee_name) shown
      where ${quarterAssignments(q.centerId, q.next)}
    )
    select coalesce(json_agg(m order by m.station_code), '[]')::text as stations from (
      select st.id, st.station_code, st.station_type_id, json_build_object('name', t.name) as station_type,
        st.line_number, st.position_x, st.position_y, st.is_active, st.is_manual, st.is_right_handed,
        coalesce(cfg.critical_station, false) as is_critical, cur.shown as current_assignment,
        coalesce(rr.to_station_id, st.id) as next_station_id, nxt.shown as next_assignment
      from stations st
      join station_types t on t.id = st.station_type_id
      left join tv_station_configs cfg on cfg.station_id = st.id
      left join rotation_rules rr on rr.from_station_id = st.id
      left join cur on cur.station_id = st.id
      left join nxt on nxt.station_id = coalesce(rr.to_station_id, st.id)
      where st.fulfillment_center_id = ${q.centerId}
    ) m`;
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
    required_skills: await readStationSkills(db, st.id),
  };
}

/** A station of a line as the line switch weighs it (decision 137). */
export type LineStationRow = { id: string; stationCode: string; isActive: boolean; lineDeactivatedAt: Date | null; typeName: string };

/**
 * The stations of one line of a center, by id; with `lock`, locked for the rest of the
 * transaction (stations only, in one order, so two switches of a line queue).
 */
export async function findLineStations(db: Db | Tx, centerId: string, lineNumber: number, { lock }: { lock: boolean }): Promise<LineStationRow[]> {
  const query = db
    .select({
      id: s.stations.id,
      stationCode: s.stations.stationCode,
      isActive: s.stations.isActive,
      lineDeactivatedAt: s.stations.lineDeactivatedAt,
      typeName: s.stationTypes.name,
    })
    .from(s.stations)
    .innerJoin(s.stationTypes, eq(s.stationTypes.id, s.stations.stationTypeId))
    .where(and(eq(s.stations.fulfillmentCenterId, centerId), eq(s.stations.lineNumber, lineNumber)))
    .orderBy(asc(s.stations.id));
  return lock ? query.for('update', { of: s.stations }) : query;
}

/** Switches stations on or off; `lineDeactivatedAt` says whether a Deactivate Line did it (null: no). */
export async function setStationsActive(tx: Tx, ids: readonly string[], isActive: boolean, lineDeactivatedAt: Date | null): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(s.stations)
    .set({ isActive, lineDeactivatedAt })
    .where(inArray(s.stations.id, [...ids]));
}

/** Forgets which stations of a line an earlier Deactivate Line switched off: they count as off on purpose now. */
export async function forgetLineDeactivation(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(s.stations)
    .set({ lineDeactivatedAt: null })
    .where(inArray(s.stations.id, [...ids]));
}

/** How many people hold one of the stations in a quarter on a date. */
export async function countAssignmentsAt(db: Db | Tx, stationIds: readonly string[], at: QuarterOnDate): Promise<number> {
  if (stationIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(s.assignments)
    .where(and(inArray(s.assignments.stationId, [...stationIds]), eq(s.assignments.quarterId, at.quarterId), eq(s.assignments.assignmentDate, at.date)));
  return row?.n ?? 0;
}

export type StationRow = typeof s.stations.$inferSelect;

/** The center's station types, by name. */
export function listStationTypes(db: Db, centerId: string) {
  return db
    .select({ id: s.stationTypes.id, name: s.stationTypes.name, description: s.stationTypes.description })
    .from(s.stationTypes)
    .where(eq(s.stationTypes.fulfillmentCenterId, centerId))
    .orderBy(s.stationTypes.name);
}

/** The center of the station type; null when there is no such type. */
export async function findStationTypeCenterId(tx: Tx, typeId: string): Promise<string | null> {
  const [type] = await tx.select({ centerId: s.stationTypes.fulfillmentCenterId }).from(s.stationTypes).where(eq(s.stationTypes.id, typeId));
  return type?.centerId ?? null;
}

export async function isStationCodeTaken(tx: Tx, centerId: string, code: string): Promise<boolean> {
  const [taken] = await tx
    .select({ id: s.stations.id })
    .from(s.stations)
    .where(and(eq(s.stations.fulfillmentCenterId, centerId), eq(s.stations.stationCode, code)));
  return taken !== undefined;
}

export async function insertStation(tx: Tx, values: typeof s.stations.$inferInsert): Promise<StationRow> {
  const [station] = await tx.insert(s.stations).values(values).returning();
  return station!;
}

export async function updateStationRow(tx: Tx, id: string, changes: Partial<typeof s.stations.$inferInsert>): Promise<StationRow> {
  const [updated] = await tx.update(s.stations).set(changes).where(eq(s.stations.id, id)).returning();
  return updated!;
}

/** The station and, with it, its assignments, rules and configs (deleteWithCascade's target). */
export function stationCascade(id: string) {
  return { table: s.stations, where: eq(s.stations.id, id), assignmentsWhere: eq(s.assignments.stationId, id) };
}
