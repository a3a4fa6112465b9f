/** The queries of the day's schedule and its issues (issue 6; links to the fix, decision 138). */
import { sql } from 'drizzle-orm';
import type { Occurrence } from '@stationboard/domain/quarters/operating-day';
import { STATION_TYPES } from '@stationboard/domain/stations/station-kind';
import { queryRows, type Db } from '../../db/database.ts';

type DayOccurrence = Occurrence<{ id: string }>;

/** The occurrences as a VALUES list of (quarter id, date); one row that matches nothing when there are none. */
function occurrenceValues(occurrences: readonly DayOccurrence[]) {
  return occurrences.length > 0
    ? sql.join(
        occurrences.map((o) => sql`(${o.quarter.id}::uuid, ${o.date}::date)`),
        sql`, `,
      )
    : sql`(null::uuid, null::date)`;
}

/** Assigned and checked-in people per quarter of the day. */
export function countAssignmentsByQuarter(db: Db, centerId: string, occurrences: readonly DayOccurrence[]) {
  return queryRows<{ quarter_id: string; assigned: number; checked_in: number }>(
    db,
    sql`select quarter_id, count(*)::int as assigned, count(*) filter (where checked_in)::int as checked_in
        from assignments where fulfillment_center_id = ${centerId} and (quarter_id, assignment_date) in (values ${occurrenceValues(occurrences)}) group by quarter_id`,
  );
}

/** Active critical stations with nobody on them, per quarter of the day. */
export function listEmptyCriticalStations(db: Db, centerId: string, occurrences: readonly DayOccurrence[]) {
  return queryRows<{ quarter_id: string; station_id: string; station_code: string }>(
    db,
    sql`select day.quarter_id, st.id as station_id, st.station_code
        from (values ${occurrenceValues(occurrences)}) as day(quarter_id, assignment_date)
        cross join stations st
        join tv_station_configs cfg on cfg.station_id = st.id and cfg.critical_station
        where st.fulfillment_center_id = ${centerId} and st.is_active
          and not exists (select 1 from assignments a where a.station_id = st.id and a.quarter_id = day.quarter_id and a.assignment_date = day.assignment_date)`,
  );
}

/** The assignments of these people on indirect stations in these occurrences. */
export function listIndirectAssignments(db: Db, centerId: string, employeeIds: readonly string[], occurrences: readonly DayOccurrence[]) {
  if (employeeIds.length === 0 || occurrences.length === 0) return Promise.resolve([]);
  return queryRows<{ employee_id: string; quarter_id: string; station_id: string; station_code: string }>(
    db,
    sql`select a.employee_id, a.quarter_id, st.id as station_id, st.station_code
        from assignments a
        join stations st on st.id = a.station_id
        join station_types t on t.id = st.station_type_id
        where a.fulfillment_center_id = ${centerId}
          and a.employee_id in (${sql.join(
            employeeIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          and (a.quarter_id, a.assignment_date) in (values ${occurrenceValues(occurrences)})
          and t.name in (${STATION_TYPES.INDIRECT}, ${STATION_TYPES.ADDITIONAL_INDIRECTS})`,
  );
}
