import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Quarter } from '@stationboard/domain/schemas/quarter-record';
import { queryRows, type Db, type Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { assignmentJson } from '../../floor/assignment-row.ts';
import { quarterColumns } from '../../floor/center-clock.ts';

export function listQuarters(db: Db | Tx, centerId: string): Promise<Quarter[]> {
  return db.select(quarterColumns).from(s.quarters).where(eq(s.quarters.fulfillmentCenterId, centerId)).orderBy(asc(s.quarters.quarterNumber));
}

export async function findQuarter(db: Db | Tx, id: string): Promise<Quarter | null> {
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

export type QuarterRow = typeof s.quarters.$inferSelect;

export async function findQuarterRow(db: Db, id: string): Promise<QuarterRow | null> {
  const [quarter] = await db.select().from(s.quarters).where(eq(s.quarters.id, id));
  return quarter ?? null;
}

/** The name of the center's quarter numbered `number`, other than `exceptId`; null when the number is free. */
export async function findQuarterNumbered(tx: Tx, centerId: string, number: number, exceptId?: string): Promise<string | null> {
  const [taken] = await tx
    .select({ name: s.quarters.quarterName })
    .from(s.quarters)
    .where(and(eq(s.quarters.fulfillmentCenterId, centerId), eq(s.quarters.quarterNumber, number), exceptId ? ne(s.quarters.id, exceptId) : undefined));
  return taken?.name ?? null;
}

/**
 * Locks the center for a quarter edit, before anything is read: two ADMINs adding or moving
 * quarters at once are checked one after the other, the second seeing the first's quarter.
 * NO KEY UPDATE leaves every insert that refers to the center (which only key-shares it) going.
 */
export async function lockCenterForQuarters(tx: Tx, centerId: string): Promise<void> {
  await tx.select({ id: s.fulfillmentCenters.id }).from(s.fulfillmentCenters).where(eq(s.fulfillmentCenters.id, centerId)).for('no key update');
}

/** The center's quarters other than `exceptId`, as the overlap check reads them. */
export function listOtherQuarters(tx: Tx, centerId: string, exceptId?: string): Promise<Quarter[]> {
  return tx
    .select(quarterColumns)
    .from(s.quarters)
    .where(and(eq(s.quarters.fulfillmentCenterId, centerId), exceptId ? ne(s.quarters.id, exceptId) : undefined));
}

/**
 * Locks every quarter of the center, always in the same order, for the rest of the transaction.
 * Two ADMINs activating two quarters at once then run one after the other, and the second sees
 * and clears the first's flag instead of failing on the one-active index. NO KEY UPDATE leaves
 * assignment writes (which only key-share the quarter) unblocked.
 */
export function lockCenterQuarters(tx: Tx, centerId: string): Promise<QuarterRow[]> {
  return tx.select().from(s.quarters).where(eq(s.quarters.fulfillmentCenterId, centerId)).orderBy(asc(s.quarters.id)).for('no key update');
}

export type QuarterChanges = Partial<Pick<QuarterRow, 'quarterName' | 'quarterNumber' | 'startTime' | 'endTime' | 'shift' | 'isActive'>>;

export async function insertQuarter(tx: Tx, centerId: string, values: Required<Omit<QuarterChanges, 'isActive'>>): Promise<Quarter> {
  const [row] = await tx
    .insert(s.quarters)
    .values({ fulfillmentCenterId: centerId, ...values })
    .returning(quarterColumns);
  return row!;
}

export async function updateQuarter(tx: Tx, id: string, changes: QuarterChanges): Promise<Quarter> {
  const [row] = await tx.update(s.quarters).set(changes).where(eq(s.quarters.id, id)).returning(quarterColumns);
  return row!;
}

/** The quarter and, with it, its assignments (deleteWithCascade's target). */
export function quarterCascade(id: string) {
  return { table: s.quarters, where: eq(s.quarters.id, id), assignmentsWhere: eq(s.assignments.quarterId, id) };
}
