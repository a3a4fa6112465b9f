/**
 * The dashboard's per-employee figures (spec 2 §2 tables, DESIGN §4 Dashboard figures), each
 * one SQL statement over indexed columns that answers its rows as JSON text (decision 113):
 * on a year of history a figure lists thousands of people, and decoding them row by row cost
 * more than the query, on PGlite most of all.
 */
import { sql } from 'drizzle-orm';
import { INDIRECT_HOURS_LIMIT } from '@stationboard/domain/dashboard/indirect-hours';
import type { Occurrence } from '@stationboard/domain/quarters/operating-day';
import type { z } from 'zod';
import type { indirectStatSchema, missingAssignmentSchema, uncheckedInSchema } from '@stationboard/domain/schemas/dashboard';
import { compareStationCodes } from '@stationboard/domain/stations/station-code';
import { STATION_TYPES } from '@stationboard/domain/stations/station-kind';
import { queryRows, type Db } from '../../db/database.ts';

type IndirectStat = z.infer<typeof indirectStatSchema>;
type MissingAssignment = z.infer<typeof missingAssignmentSchema>;
type UncheckedIn = z.infer<typeof uncheckedInSchema>;

/** The one JSON value a figure's statement answers, as text. */
async function jsonText(db: Db, statement: ReturnType<typeof sql>): Promise<string> {
  const [row] = await queryRows<{ json: string }>(db, statement);
  return row?.json ?? '[]';
}

/**
 * Hours on indirect stations per employee between two dates, most first, as JSON text of
 * `IndirectStat`s; `overLimitOnly` keeps those over the weekly limit.
 *
 * The rows are found from the center's indirect stations through the (station, quarter, date)
 * key, one short range per station and quarter: the (center, date) index would read every
 * station's assignments of the week, nine in ten of them on line stations. The station list
 * names only this center's stations, so the center's own column is left out of the condition:
 * with it, a planner without statistics (PGlite has no autovacuum) took the (center, date)
 * index after all.
 */
export function indirectHoursJson(db: Db, q: { centerId: string; start: string; end: string; overLimitOnly?: boolean }): Promise<string> {
  const hours = sql`round(sum(extract(epoch from (case when qu.end_time > qu.start_time then qu.end_time - qu.start_time
                                                     else qu.end_time - qu.start_time + interval '24 hours' end)) / 3600)::numeric, 2)`;
  return jsonText(
    db,
    sql`
      select coalesce(json_agg(json_build_object(
        'employee_id', g.employee_id, 'employee_name', g.employee_name, 'employee_reference_id', coalesce(e.employee_id, g.employee_id::text),
        -- isOverIndirectLimit: more than the limit; exactly the limit is within it.
        'assignment_hours', g.hours::float8, 'is_over_limit', g.hours > ${INDIRECT_HOURS_LIMIT}
      ) order by g.hours desc, g.employee_name, g.employee_id), '[]'::json)::text as json
      from (
        select a.employee_id, max(a.employee_name) as employee_name, ${hours} as hours
        from assignments a
        join quarters qu on qu.id = a.quarter_id
        where a.station_id = any(array(
            select st.id from stations st join station_types t on t.id = st.station_type_id
            where st.fulfillment_center_id = ${q.centerId} and t.name in (${STATION_TYPES.INDIRECT}, ${STATION_TYPES.ADDITIONAL_INDIRECTS})))
          and a.quarter_id = any(array(select id from quarters where fulfillment_center_id = ${q.centerId}))
          and a.assignment_date between ${q.start} and ${q.end}
        group by a.employee_id
        ${q.overLimitOnly ? sql`having ${hours} > ${INDIRECT_HOURS_LIMIT}` : sql``}
      ) g
      join employees e on e.id = g.employee_id`,
  );
}

export async function listIndirectHoursOverLimit(db: Db, q: { centerId: string; start: string; end: string }): Promise<IndirectStat[]> {
  return JSON.parse(await indirectHoursJson(db, { ...q, overLimitOnly: true })) as IndirectStat[];
}

type NamedOccurrence = Occurrence<{ id: string; quarter_name: string }>;

/**
 * People assigned in the current quarter who have no assignment in one or more later quarters
 * of the same shift, each later quarter on its own date (a night shift runs past midnight),
 * with those quarters' names in shift order; by name, as JSON text of `MissingAssignment`s.
 *
 * One pass over the (center, date, quarter) index for the current quarter and each later one,
 * grouped by person: no join whose strategy rests on statistics (PGlite has no autovacuum, and
 * without statistics an anti-join compared every pair of rows).
 */
export async function missingAssignmentsJson(db: Db, q: { centerId: string; current: NamedOccurrence; later: NamedOccurrence[] }): Promise<string> {
  if (q.later.length === 0) return '[]';
  const later = sql.join(
    q.later.map(({ quarter, date }, order) => sql`(${quarter.id}::uuid, ${quarter.quarter_name}::text, ${date}::date, ${order}::int)`),
    sql`, `,
  );
  return jsonText(
    db,
    sql`
      with later(quarter_id, name, day, ord) as (values ${later})
      select coalesce(json_agg(json_build_object(
        'employee_id', employee_id, 'employee_name', employee_name, 'current_quarter_name', ${q.current.quarter.quarter_name}::text,
        'missing_quarters', array(select l.name from later l where l.ord <> all(planned) order by l.ord)
      ) order by employee_name, employee_id), '[]'::json)::text as json
      from (
        -- Each person's current assignment (ord -1) and the later quarters they hold.
        select a.employee_id, max(a.employee_name) filter (where k.ord < 0) as employee_name, array_agg(k.ord) as planned
        from (select ${q.current.quarter.id}::uuid, ${q.current.date}::date, -1 union all select quarter_id, day, ord from later) as k(quarter_id, day, ord)
        join assignments a on a.fulfillment_center_id = ${q.centerId} and a.quarter_id = k.quarter_id and a.assignment_date = k.day
        group by a.employee_id
        having bool_or(k.ord < 0) and count(*) filter (where k.ord >= 0) < ${q.later.length}
      ) people`,
  );
}

export async function listMissingAssignments(db: Db, q: Parameters<typeof missingAssignmentsJson>[1]): Promise<MissingAssignment[]> {
  return JSON.parse(await missingAssignmentsJson(db, q)) as MissingAssignment[];
}

/** Assignments of a quarter and date not checked in yet, by station code. */
export async function listUncheckedIn(db: Db, q: { centerId: string; quarterId: string; date: string }): Promise<UncheckedIn[]> {
  const rows = JSON.parse(
    await jsonText(
      db,
      sql`
        select coalesce(json_agg(json_build_object(
          'assignment_id', a.id, 'employee_id', a.employee_id, 'employee_name', a.employee_name, 'station_code', st.station_code
        ) order by st.station_code), '[]'::json)::text as json
        from assignments a join stations st on st.id = a.station_id
        where a.fulfillment_center_id = ${q.centerId} and a.assignment_date = ${q.date} and a.quarter_id = ${q.quarterId} and not a.checked_in`,
    ),
  ) as UncheckedIn[];
  // Text order first: the floor's order (a collator) then has little left to move.
  return rows.sort((a, b) => compareStationCodes(a.station_code, b.station_code));
}
