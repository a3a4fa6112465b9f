import type { QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { NO_SHIFT_PATTERN } from '@stationboard/domain/roster/shift-pattern-presets';
import type { Assignment, Station } from '@stationboard/domain/schemas/floor-map';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import { GEG1 } from './fake-api.ts';

/** Records shaped as the API answers them, for GEG1, with defaults each test overrides. */

let sequence = 0;
/** A fresh valid uuid whose first block tells what it names (5 stations, a assignments, e employees...). */
export const testUuid = (kind: string) => `${kind.repeat(8)}-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export const LINE_TYPE = { id: '66666666-6666-4666-8666-666666666661', name: 'LINE', description: null };
export const INDIRECT_TYPE = { id: '66666666-6666-4666-8666-666666666662', name: 'INDIRECT', description: null };

/** The line a station code names: '2-05' is on line 2, 'Problem Solve' on none. */
export function lineOfCode(code: string): number | null {
  const match = /^(\d)-/.exec(code);
  return match ? Number(match[1]) : null;
}

/** A quarter; its id is made from the number so tests can read it. */
export function quarterTiming(number: number, start: string, end: string, overrides: Partial<QuarterTiming> = {}): QuarterTiming {
  return {
    id: `00000000-0000-4000-8000-00000000000${number}`,
    quarter_name: `Q${number}`,
    quarter_number: number,
    start_time: start,
    end_time: end,
    is_active: false,
    ...overrides,
  };
}

/**
 * An active, empty station off the map, on the line its code names: of the LINE type there and
 * INDIRECT otherwise.
 */
export function stationRecord(code: string, overrides: Partial<Station> = {}): Station {
  const line = lineOfCode(code);
  const type = line === null ? INDIRECT_TYPE : LINE_TYPE;
  const id = overrides.id ?? testUuid('5');
  return {
    id,
    station_code: code,
    station_type_id: type.id,
    station_type: type,
    line_number: line,
    position_x: null,
    position_y: null,
    is_active: true,
    is_manual: false,
    is_right_handed: null,
    is_critical: false,
    current_assignment: null,
    next_station_id: id,
    next_assignment: null,
    ...overrides,
  };
}

/** A station of the named type (ADDITIONAL_INDIRECTS, say). */
export function stationOfType(code: string, typeName: string, overrides: Partial<Station> = {}): Station {
  const type =
    typeName === LINE_TYPE.name ? LINE_TYPE : typeName === INDIRECT_TYPE.name ? INDIRECT_TYPE : { id: testUuid('6'), name: typeName, description: null };
  return stationRecord(code, { station_type_id: type.id, station_type: type, ...overrides });
}

/** Someone's assignment, made by a manager and not checked in. */
export function assignmentRecord(employeeName: string, overrides: Partial<Assignment> = {}): Assignment {
  return {
    id: testUuid('a'),
    station_id: testUuid('5'),
    station_code: 'X-01',
    quarter_id: testUuid('4'),
    assignment_date: '2026-03-02',
    employee_id: testUuid('e'),
    employee_name: employeeName,
    employee: { name: employeeName, employee_id: null },
    is_wildcard: false,
    wildcard_assignment: null,
    created_by: 'manager',
    fulfillment_center_id: GEG1.id,
    checked_in: false,
    checked_in_at: null,
    override_reason: null,
    created_at: '2026-03-02T15:00:00.000Z',
    updated_at: '2026-03-02T15:00:00.000Z',
    ...overrides,
  };
}

/** A person as GET /employees answers, their login made from their name. */
export function employeeRecord(name: string, overrides: Partial<Employee> = {}): Employee {
  const login = name
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 8);
  return {
    id: testUuid('e'),
    fulfillment_center_id: GEG1.id,
    name,
    employee_id: login,
    department_id: null,
    badge_barcode_id: null,
    employee_uid: null,
    preferred_language: null,
    ...NO_SHIFT_PATTERN,
    is_active: true,
    created_at: '2026-11-21T00:00:00.000Z',
    ...overrides,
  };
}
