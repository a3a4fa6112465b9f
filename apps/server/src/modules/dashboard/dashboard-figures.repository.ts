/**
 * The dashboard's per-employee figures (spec 2 §2 tables, DESIGN §4 Dashboard figures), each
 * one SQL statement over indexed columns that answers its rows as JSON text (decision 113):
 * on a year of history a figure lists thousands of people, and decoding them row by row cost
 * more than the query, on PGlite most of all.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { INDIRECT_HOURS_LIMIT } from '@stationboard/domain/dashboard/indirect-hours';
import type { LocalDateTime } from '@stationboard/domain/quarters/local-time';
import type { Occurrence } from '@stationboard/domain/quarters/operating-day';
import type { indirectStatSchema, missingAssignmentSchema } from '@stationboard/domain/schemas/dashboard';
import { followRotation } from '@stationboard/domain/rotations/rotation-path';
import { STATION_TYPES } from '@stationboard/domain/stations/station-kind';
import { queryRows, type Db } from '../../db/database.ts';

type IndirectStat = z.infer<typeof indirectStatSchema>;
type MissingAssignment = z.infer<typeof missingAssignmentSchema>;

/**
 * The rows of `select` (its columns named as the answer's fields) as one JSON array, in the
 * order `orderBy` gives over `r`, as text. Each row is written whole by the row's own JSON
 * (a quarter faster than naming every field again in json_build_object).
 */
async function jsonArray(db: Db, select: SQL, orderBy: SQL): Promise<string> {
  const [row] = await queryRows<{ json: string }>(db, sql`select coalesce(json_agg(r order by ${orderBy}), '[]'::json)::text as json from (${select}) r`);
  return row?.json ?? '[]';
}

/**
 * Hours on indirect stations per employee between two dates, most first, as JSON text of
 * `IndirectStat`s; `overLimitOnly` keeps those over the weekly limit. Decision 138: a quarter
 * over at `now` (the center's wall clock) counts as worked when checked in and not at all
 * otherwise; a quarter not over yet counts as planned. The limit judges worked plus planned.
 *
 * The rows are found from the center's indirect stations through the (station, date) index,
 * one short range per station: the (center, date) index would read every station's
 * assignments of the week, nine in ten of them on line stations. The station list names only
 * this center's stations, so the center's own column is left out of the condition: with it,
 * a planner without statistics (PGlite has no autovacuum) took the (center, date) index.
 */
export function indirectHoursJson(db: Db, q: { centerId: string; start: string; end: string; now: LocalDateTime; overLimitOnly?: boolean }): Promise<string> {
  const now = sql`(${q.now.date}::date + ${q.now.minutes} * interval '1 minute')`;
  const hoursOf = (filter: SQL) => sql`coalesce(round(sum(qu.seconds) filter (where ${filter}) / 3600, 2), 0)`;
  // An occurrence on date d is over when d + start + length <= now, that is when d is on or before over_until.
  const worked = hoursOf(sql`a.assignment_date <= qu.over_until and a.checked_in`);
  const planned = hoursOf(sql`a.assignment_date > qu.over_until`);
  return jsonArray(
    db,
    sql`
      -- Each quarter's length and the last date on which it is over, worked out once per quarter
      -- (materialized) rather than once per assignment row: a fifth of the statement's time.
      with spans as materialized (
        select qu.id, extract(epoch from l.length) as seconds, (${now} - qu.start_time::interval - l.length)::date as over_until
        from quarters qu,
          lateral (select case when qu.end_time > qu.start_time then qu.end_time - qu.start_time else qu.end_time - qu.start_time + interval '24 hours' end as length) l
        where qu.fulfillment_center_id = ${q.centerId}
      )
      select g.employee_id, g.employee_name, coalesce(e.employee_id, g.employee_id::text) as employee_reference_id,
        (g.worked + g.planned)::float8 as assignment_hours, g.worked::float8 as hours_worked, g.planned::float8 as hours_planned,
        -- isOverIndirectLimit: more than the limit; exactly the limit is within it.
        g.worked + g.planned > ${INDIRECT_HOURS_LIMIT} as is_over_limit
      from (
        select a.employee_id, max(a.employee_name) as employee_name, ${worked} as worked, ${planned} as planned
        from assignments a
        join spans qu on qu.id = a.quarter_id
        where a.station_id = any(array(
            select st.id from stations st join station_types t on t.id = st.station_type_id
            where st.fulfillment_center_id = ${q.centerId} and t.name in (${STATION_TYPES.INDIRECT}, ${STATION_TYPES.ADDITIONAL_INDIRECTS})))
          and a.assignment_date between ${q.start} and ${q.end}
        group by a.employee_id
      ) g
      join employees e on e.id = g.employee_id
      -- Someone whose every quarter is over without a check-in worked no indirect hours.
      where g.worked + g.planned > ${q.overLimitOnly ? INDIRECT_HOURS_LIMIT : 0}`,
    // Hours with two decimals keep their order as float8.
    sql`r.assignment_hours desc, r.employee_name, r.employee_id`,
  );
}

export async function listIndirectHoursOverLimit(db: Db, q: { centerId: string; start: string; end: string; now: LocalDateTime }): Promise<IndirectStat[]> {
  return JSON.parse(await indirectHoursJson(db, { ...q, overLimitOnly: true })) as IndirectStat[];
}

type NamedOccurrence = Occurrence<{ id: string; quarter_name: string; quarter_number: number }>;

/**
 * People assigned in the current quarter who have no assignment in one or more later quarters
 * of the same shift, each later quarter on its own date (a night shift runs past midnight),
 * with those quarters' names in shift order and, for each, the station the person's rotation
 * leads to there (decision 138: where the row's link opens); by name.
 *
 * The current quarter's people through the (center, date, quarter) index, and for each the
 * later quarters they hold through the (employee, quarter, date) key: one lookup per person
 * and later quarter, with no join whose strategy rests on statistics (PGlite has no
 * autovacuum, and without statistics an anti-join compared every pair of rows) and no sort of
 * the three quarters' rows by person, which PostgreSQL ran on parallel workers (decision 151).
 */
export async function listMissingAssignments(
  db: Db,
  q: { centerId: string; current: NamedOccurrence; later: NamedOccurrence[] },
): Promise<MissingAssignment[]> {
  if (q.later.length === 0) return [];
  const later = sql.join(
    q.later.map(({ quarter, date }, order) => sql`(${quarter.id}::uuid, ${date}::date, ${order}::int)`),
    sql`, `,
  );
  const json = await jsonArray(
    db,
    sql`
      with later(quarter_id, day, ord) as (values ${later})
      -- Each person's current station and the later quarters they hold, with the station of each.
      select a.employee_id, a.employee_name, a.station_id, h.held
      from assignments a
      cross join lateral (
        select count(b.id) as count, coalesce(json_object_agg(l.ord, b.station_id) filter (where b.id is not null), '{}'::json) as held
        from later l left join assignments b on b.employee_id = a.employee_id and b.quarter_id = l.quarter_id and b.assignment_date = l.day
      ) h
      where a.fulfillment_center_id = ${q.centerId} and a.quarter_id = ${q.current.quarter.id} and a.assignment_date = ${q.current.date}
        and h.count < ${q.later.length}`,
    sql`r.employee_name, r.employee_id`,
  );
  const people = JSON.parse(json) as { employee_id: string; employee_name: string; station_id: string; held: Record<string, string> }[];
  if (people.length === 0) return [];
  const { codes, rotatesTo } = await findStationsAndRotations(db, q.centerId);
  return people.map(({ employee_id, employee_name, station_id, held }) => {
    const path = followRotation(
      station_id,
      q.later.map((_, order) => held[String(order)] ?? null),
      rotatesTo,
    );
    const missing = q.later.flatMap((occurrence, order) => (held[String(order)] === undefined ? [{ occurrence, stationId: path[order]! }] : []));
    return {
      employee_id,
      employee_name,
      current_quarter_name: q.current.quarter.quarter_name,
      missing_quarters: missing.map(({ occurrence }) => occurrence.quarter.quarter_name),
      missing_stations: missing.map(({ occurrence: { quarter, date }, stationId }) => ({
        quarter_id: quarter.id,
        quarter_name: quarter.quarter_name,
        quarter_number: quarter.quarter_number,
        date,
        station_id: stationId,
        station_code: codes.get(stationId) ?? '',
      })),
    };
  });
}

/** The center's station codes by id and where each station's rotation rule leads. */
async function findStationsAndRotations(db: Db, centerId: string) {
  const stations = await queryRows<{ id: string; station_code: string }>(
    db,
    sql`select id, station_code from stations where fulfillment_center_id = ${centerId}`,
  );
  const rules = await queryRows<{ from_station_id: string; to_station_id: string }>(
    db,
    sql`select from_station_id, to_station_id from rotation_rules where fulfillment_center_id = ${centerId}`,
  );
  const destinations = new Map(rules.map((r) => [r.from_station_id, r.to_station_id]));
  return { codes: new Map(stations.map((st) => [st.id, st.station_code])), rotatesTo: (stationId: string) => destinations.get(stationId) ?? null };
}

/**
 * Assignments of a quarter and date not checked in yet, by station code (the database's
 * `station_code` collation, then the station, as `compareStationsByCode`: decision 112), as
 * JSON text of `uncheckedInSchema` rows.
 */
export function uncheckedInJson(db: Db, q: { centerId: string; quarterId: string; date: string }): Promise<string> {
  return jsonArray(
    db,
    sql`
      select a.id as assignment_id, a.employee_id, a.employee_name, st.id as station_id, st.station_code
      from assignments a join stations st on st.id = a.station_id
      where a.fulfillment_center_id = ${q.centerId} and a.assignment_date = ${q.date} and a.quarter_id = ${q.quarterId} and not a.checked_in`,
    sql`r.station_code collate "station_code", r.station_id`,
  );
}
