/**
 * The dashboard's per-employee figures (spec 2 §2 tables, DESIGN §4 Dashboard figures), each
 * one SQL statement over indexed columns.
 */
import { sql } from 'drizzle-orm';
import { isOverIndirectLimit } from '@stationboard/domain/dashboard/indirect-hours';
import type { Occurrence } from '@stationboard/domain/quarters/operating-day';
import { compareStationCodes } from '@stationboard/domain/stations/station-code';
import { STATION_TYPES } from '@stationboard/domain/stations/station-kind';
import { queryRows, type Db } from '../../db/database.ts';

/** Hours on indirect stations per employee between two dates, most first. */
export async function listIndirectHours(db: Db, q: { centerId: string; start: string; end: string }) {
  const rows = await queryRows<{ employee_id: string; employee_name: string; reference: string | null; hours: string | number }>(
    db,
    sql`
      select a.employee_id, max(a.employee_name) as employee_name, max(e.employee_id) as reference,
        round(sum(extract(epoch from (case when qu.end_time > qu.start_time then qu.end_time - qu.start_time
                                            else qu.end_time - qu.start_time + interval '24 hours' end)) / 3600)::numeric, 2) as hours
      from assignments a
      join stations st on st.id = a.station_id
      join station_types t on t.id = st.station_type_id
      join quarters qu on qu.id = a.quarter_id
      join employees e on e.id = a.employee_id
      where a.fulfillment_center_id = ${q.centerId} and a.assignment_date between ${q.start} and ${q.end}
        and t.name in (${STATION_TYPES.INDIRECT}, ${STATION_TYPES.ADDITIONAL_INDIRECTS})
      group by a.employee_id
      order by hours desc, employee_name`,
  );
  return rows.map((r) => {
    const hours = Number(r.hours);
    return { employee_id: r.employee_id, employee_name: r.employee_name, employee_reference_id: r.reference ?? r.employee_id, assignment_hours: hours, is_over_limit: isOverIndirectLimit(hours) };
  });
}

type NamedOccurrence = Occurrence<{ id: string; quarter_name: string }>;

/**
 * People assigned in the current quarter who have no assignment in one or more later quarters
 * of the same shift, each later quarter on its own date (a night shift runs past midnight),
 * with those quarters' names in shift order.
 */
export async function listMissingAssignments(db: Db, q: { centerId: string; current: NamedOccurrence; later: NamedOccurrence[] }) {
  if (q.later.length === 0) return [];
  const later = sql.join(
    q.later.map(({ quarter, date }, order) => sql`(${quarter.id}::uuid, ${quarter.quarter_name}::text, ${date}::date, ${order}::int)`),
    sql`, `,
  );
  return queryRows<{ employee_id: string; employee_name: string; current_quarter_name: string; missing_quarters: string[] }>(
    db,
    sql`
      select * from (
        select a.employee_id, a.employee_name, ${q.current.quarter.quarter_name}::text as current_quarter_name,
          array(select lq.name from (values ${later}) as lq(id, name, day, ord)
                where not exists (select 1 from assignments b
                                  where b.employee_id = a.employee_id and b.quarter_id = lq.id and b.assignment_date = lq.day)
                order by lq.ord) as missing_quarters
        from assignments a
        where a.fulfillment_center_id = ${q.centerId} and a.assignment_date = ${q.current.date} and a.quarter_id = ${q.current.quarter.id}
      ) rows
      where cardinality(missing_quarters) > 0
      order by employee_name`,
  );
}

/** Assignments of a quarter and date not checked in yet, by station code. */
export async function listUncheckedIn(db: Db, q: { centerId: string; quarterId: string; date: string }) {
  const rows = await queryRows<{ assignment_id: string; employee_id: string; employee_name: string; station_code: string }>(
    db,
    sql`
      select a.id as assignment_id, a.employee_id, a.employee_name, st.station_code
      from assignments a join stations st on st.id = a.station_id
      where a.fulfillment_center_id = ${q.centerId} and a.assignment_date = ${q.date} and a.quarter_id = ${q.quarterId} and not a.checked_in`,
  );
  return rows.sort((a, b) => compareStationCodes(a.station_code, b.station_code));
}
