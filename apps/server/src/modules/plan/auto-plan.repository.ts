/** Issue 29 (decision 160): what the auto-plan reads besides the day plan's own reads: each person's cells over the weeks before a date. */
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';

/** How many cells each person held on each station in each quarter, on the dates from `from` up to (not including) `to`. */
export function readCellCounts(db: Db | Tx, centerId: string, from: string, to: string) {
  return db
    .select({ person_id: s.assignments.employeeId, station_id: s.assignments.stationId, quarter_id: s.assignments.quarterId, cells: count() })
    .from(s.assignments)
    .where(and(eq(s.assignments.fulfillmentCenterId, centerId), gte(s.assignments.assignmentDate, from), lt(s.assignments.assignmentDate, to)))
    .groupBy(s.assignments.employeeId, s.assignments.stationId, s.assignments.quarterId);
}
