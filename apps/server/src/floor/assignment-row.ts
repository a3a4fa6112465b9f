/**
 * The one mapping from an assignment row (joined with its employee) to the API's assignment
 * (spec 1 §3), shared by the map, the quarter lists and the mutations: in JavaScript, and as
 * JSON the database builds for lists too long to decode row by row (decision 113).
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Assignment } from '@stationboard/domain/schemas/floor-map';
import type { Db, Tx } from '../db/database.ts';
import * as s from '../db/schema.ts';

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
    override_reason: row.overrideReason,
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


/** An ISO-8601 UTC timestamp, as JavaScript's toISOString writes it (`toAssignment`). */
function isoTimestamp(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * One assignment as the API's JSON, built by the database from the aliases of its assignment,
 * employee and station rows: the same shape as `toAssignment` (a test holds the two together).
 */
export function assignmentJson(a: string, e: string, st: string) {
  return sql.raw(`json_build_object(
    'id', ${a}.id, 'station_id', ${a}.station_id, 'station_code', ${st}.station_code, 'quarter_id', ${a}.quarter_id,
    'assignment_date', to_char(${a}.assignment_date, 'YYYY-MM-DD'),
    'employee_id', ${a}.employee_id, 'employee_name', ${a}.employee_name,
    'employee', json_build_object('name', ${a}.employee_name, 'employee_id', ${e}.employee_id),
    'is_wildcard', ${a}.is_wildcard,
    'wildcard_assignment', case when ${a}.wildcard_assignment_id is null then null else json_build_object('id', ${a}.wildcard_assignment_id) end,
    'created_by', ${a}.created_by, 'fulfillment_center_id', ${a}.fulfillment_center_id,
    'checked_in', ${a}.checked_in,
    'checked_in_at', ${isoTimestamp(`${a}.checked_in_at`)},
    'override_reason', ${a}.override_reason,
    'created_at', ${isoTimestamp(`${a}.created_at`)},
    'updated_at', ${isoTimestamp(`${a}.updated_at`)})`);
}
