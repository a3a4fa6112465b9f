import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Assignment } from '@stationboard/domain/schemas/floor-map';
import type { Quarter } from '@stationboard/domain/schemas/quarter';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { selectAssignments, toAssignment } from '../stations/assignment-row.ts';

export const quarterColumns = {
  id: s.quarters.id,
  fulfillment_center_id: s.quarters.fulfillmentCenterId,
  quarter_name: s.quarters.quarterName,
  quarter_number: s.quarters.quarterNumber,
  start_time: s.quarters.startTime,
  end_time: s.quarters.endTime,
  shift: s.quarters.shift,
  is_active: s.quarters.isActive,
};

export function listQuarters(db: Db | Tx, centerId: string): Promise<Quarter[]> {
  return db.select(quarterColumns).from(s.quarters).where(eq(s.quarters.fulfillmentCenterId, centerId)).orderBy(asc(s.quarters.quarterNumber));
}

export async function findQuarter(db: Db, id: string): Promise<Quarter | null> {
  const [row] = await db.select(quarterColumns).from(s.quarters).where(eq(s.quarters.id, id));
  return row ?? null;
}

export async function listQuarterAssignments(
  db: Db,
  q: { centerId: string; quarterId: string; date: string; page: number; limit: number },
): Promise<{ rows: Assignment[]; total: number }> {
  const where = and(eq(s.assignments.fulfillmentCenterId, q.centerId), eq(s.assignments.assignmentDate, q.date), eq(s.assignments.quarterId, q.quarterId));
  const [rows, [total]] = await Promise.all([
    selectAssignments(db)
      .where(where)
      .orderBy(desc(s.assignments.updatedAt), desc(s.assignments.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(s.assignments).where(where),
  ]);
  return { rows: rows.map(toAssignment), total: total?.n ?? 0 };
}
