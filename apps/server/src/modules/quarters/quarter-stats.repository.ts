/**
 * The quarter counters (spec 2 §2, DESIGN §4 Dashboard figures) in one statement over the
 * (center, date, quarter) index: distinct people per kind of station, on active stations only
 * (decision 014), never loading the assignments into memory.
 */
import { sql } from 'drizzle-orm';
import { efficiencyPercent, ratioToOneDecimal } from '@stationboard/domain/dashboard/summary';
import type { QuarterStats } from '@stationboard/domain/schemas/quarter-stats';
import { STATION_TYPES } from '@stationboard/domain/stations/station-kind';
import { queryRows, type Db } from '../../db/database.ts';

type Row = {
  total: number;
  line_associates: number;
  indirects: number;
  wildcards: number;
  line1: number;
  line2: number;
  line3: number;
  line4: number;
  staffed: number;
  active: number;
};

export async function getQuarterStats(db: Db, q: { centerId: string; quarterId: string; date: string }): Promise<QuarterStats> {
  const indirect = sql`t.name in (${STATION_TYPES.INDIRECT}, ${STATION_TYPES.ADDITIONAL_INDIRECTS})`;
  const onLine = (n: number) => sql`count(distinct a.employee_id) filter (where not ${indirect} and st.line_number = ${n})::int`;
  const [row] = await queryRows<Row>(
    db,
    sql`
    select
      count(distinct a.employee_id)::int as total,
      count(distinct a.employee_id) filter (where not ${indirect} and st.line_number between 1 and 4)::int as line_associates,
      count(distinct a.employee_id) filter (where ${indirect})::int as indirects,
      count(distinct a.employee_id) filter (where a.is_wildcard)::int as wildcards,
      ${onLine(1)} as line1, ${onLine(2)} as line2, ${onLine(3)} as line3, ${onLine(4)} as line4,
      count(distinct a.station_id)::int as staffed,
      (select count(*)::int from stations where fulfillment_center_id = ${q.centerId} and is_active) as active
    from assignments a
    join stations st on st.id = a.station_id and st.is_active
    join station_types t on t.id = st.station_type_id
    where a.fulfillment_center_id = ${q.centerId} and a.assignment_date = ${q.date} and a.quarter_id = ${q.quarterId}`,
  );
  if (!row) throw new Error('the counters query answers one row');
  return {
    total: row.total,
    line_associates: row.line_associates,
    indirects: row.indirects,
    wildcards: row.wildcards,
    ratio: ratioToOneDecimal(row.total - row.indirects, row.indirects),
    per_line: { 1: row.line1, 2: row.line2, 3: row.line3, 4: row.line4 },
    staffed_stations: row.staffed,
    active_stations: row.active,
    efficiency: efficiencyPercent(row.staffed, row.active),
  };
}
