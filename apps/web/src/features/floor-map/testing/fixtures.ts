import { NO_SHIFT_PATTERN } from '@stationboard/domain/roster/shift-pattern-presets';
import type { Assignment, Employee, Station } from '@stationboard/domain/schemas/floor-map';
import { GEG1 } from '../../../testing/fake-api.ts';
import { assignmentRecord, stationRecord, testUuid } from '../../../testing/records.ts';

/** Test data for the floor map: stations, assignments and people shaped as the API answers them. */
export const CENTER_ID = GEG1.id;
export const QUARTER_ID = '44444444-4444-4444-8444-444444444401';
export const DATE = '2026-11-21';

export function employee(name: string, overrides: Partial<Employee> = {}): Employee {
  const login = name
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 8);
  return {
    id: testUuid('e'),
    fulfillment_center_id: CENTER_ID,
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

export function assignment(stationId: string, name: string, overrides: Partial<Assignment> = {}): Assignment {
  return assignmentRecord(name, { station_id: stationId, quarter_id: QUARTER_ID, assignment_date: DATE, ...overrides });
}

/** A station placed on the map. */
export function station(code: string, overrides: Partial<Station> = {}): Station {
  return stationRecord(code, { position_x: 100, position_y: 100, ...overrides });
}

/** A station occupied by `name` (a wildcard when asked). */
export function occupied(code: string, name: string, overrides: Partial<Station> = {}, wildcard = false): Station {
  const s = station(code, overrides);
  return {
    ...s,
    current_assignment: assignment(s.id, name, { station_code: code, is_wildcard: wildcard, wildcard_assignment: wildcard ? { id: testUuid('c') } : null }),
  };
}
