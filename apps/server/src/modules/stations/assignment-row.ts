/**
 * The one mapping from an assignment row (joined with its employee) to the API's assignment
 * (spec 1 §3), shared by the map, the quarter lists and the mutations.
 */
import { eq, getTableColumns } from 'drizzle-orm';
import type { Assignment } from '@stationboard/domain/schemas/floor-map';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';

export type AssignmentRow = typeof s.assignments.$inferSelect & { employeeLogin: string | null; stationCode: string };

export function toAssignment(row: AssignmentRow): Assignment {
  return {
    id: row.id,
    station_id: row.stationId,
    station_code: row.stationCode,
    quarter_id: row.quarterId,
    assignment_date: row.assignmentDate,
    employee_id: row.employeeId,
    employee_name: row.employeeName,
    employee: { name: row.employeeName, employee_id: row.employeeLogin },
    is_wildcard: row.isWildcard,
    wildcard_assignment: row.wildcardAssignmentId ? { id: row.wildcardAssignmentId } : null,
    created_by: row.createdBy,
    fulfillment_center_id: row.fulfillmentCenterId,
    checked_in: row.checkedIn,
    checked_in_at: row.checkedInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Assignments with their employee's login, ready for `toAssignment`; add where/order/limit. */
export function selectAssignments(db: Db | Tx) {
  return db
    .select({ ...getTableColumns(s.assignments), employeeLogin: s.employees.employeeId, stationCode: s.stations.stationCode })
    .from(s.assignments)
    .innerJoin(s.employees, eq(s.employees.id, s.assignments.employeeId))
    .innerJoin(s.stations, eq(s.stations.id, s.assignments.stationId))
    .$dynamic();
}

