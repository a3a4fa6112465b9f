import { asc, eq, sql } from 'drizzle-orm';
import type { Quarter } from '@stationboard/domain/schemas/quarter';
import { queryRows, type Db, type Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { assignmentJson } from '../../floor/assignment-row.ts';
import { quarterColumns } from '../../floor/center-clock.ts';


export function listQuarters(db: Db | Tx, centerId: string): Promise<Quarter[]> {
  return db.select(quarterColumns).from(s.quarters).where(eq(s.quarters.fulfillmentCenterId, centerId)).orderBy(asc(s.quarters.quarterNumber));
}


export async function findQuarter(db: Db, id: string): Promise<Quarter | null> {
  const [row] = await db.select(quarterColumns).from(s.quarters).where(eq(s.quarters.id, id));
  return row ?? null;
}

/**
 * A page of a quarter's assignments on a date, newest first, as JSON text the database wrote
 * (a whole quarter is a thousand assignments: decision 113), and how many there are in all.
 */
export async function listQuarterAssignmentsJson(
  db: Db,
  q: { centerId: string; quarterId: string; date: string; page: number; limit: number },
): Promise<{ json: string; total: number }> {
  const where = sql`a.fulfillment_center_id = ${q.centerId} and a.assignment_date = ${q.date} and a.quarter_id = ${q.quarterId}`;
  const [row] = await queryRows<{ json: string; total: number }>(
    db,
    sql`
      select
        (select coalesce(json_agg(page.json order by page.updated_at desc, page.id desc), '[]'::json)::text
         from (select ${assignmentJson('a', 'e', 'st')} as json, a.updated_at, a.id
               from assignments a join employees e on e.id = a.employee_id join stations st on st.id = a.station_id
               where ${where}
               order by a.updated_at desc, a.id desc
               limit ${q.limit} offset ${(q.page - 1) * q.limit}) page) as json,
        (select count(*)::int from assignments a where ${where}) as total`,
  );
  return { json: row?.json ?? '[]', total: row?.total ?? 0 };
}
