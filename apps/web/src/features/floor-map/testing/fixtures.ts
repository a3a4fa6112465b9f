import type { Assignment, Employee, Station } from '@stationboard/domain/schemas/floor-map';

/** Test data for the floor map: stations, assignments and people shaped as the API answers them. */
export const CENTER_ID = '11111111-1111-4111-8111-111111111111';
export const QUARTER_ID = '44444444-4444-4444-8444-444444444401';
export const DATE = '2026-11-21';

let sequence = 0;
/** A fresh valid uuid whose first block tells what it names (e for employees, 5 for stations...). */
const uuid = (kind: string) => `${kind.repeat(8)}-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export function employee(name: string, overrides: Partial<Employee> = {}): Employee {
  const login = name.toLowerCase().replace(/[^a-z]/g, '').slice(0, 8);
  return {
    id: uuid('e'),
    fulfillment_center_id: CENTER_ID,
    name,
    employee_id: login,
    department_id: null,
    badge_barcode_id: null,
    employee_uid: null,
    is_active: true,
    created_at: '2026-11-21T00:00:00.000Z',
    ...overrides,
  };
}

export function assignment(stationId: string, name: string, overrides: Partial<Assignment> = {}): Assignment {
  return {
    id: uuid('a'),
    station_id: stationId,
    station_code: 'X-01',
    quarter_id: QUARTER_ID,
    assignment_date: DATE,
    employee_id: uuid('e'),
    employee_name: name,
    employee: { name, employee_id: null },
    is_wildcard: false,
    wildcard_assignment: null,
    created_by: 'manager',
    fulfillment_center_id: CENTER_ID,
    checked_in: false,
    checked_in_at: null,
    created_at: '2026-11-21T00:00:00.000Z',
    updated_at: '2026-11-21T00:00:00.000Z',
    ...overrides,
  };
}

export function station(code: string, overrides: Partial<Station> = {}): Station {
  const lineMatch = /^(\d)-/.exec(code);
  const line = lineMatch ? Number(lineMatch[1]) : null;
  return {
    id: uuid('5'),
    fulfillment_center_id: CENTER_ID,
    station_code: code,
    station_type_id: '66666666-6666-4666-8666-666666666666',
    station_type: { id: '66666666-6666-4666-8666-666666666666', name: line ? 'LINE' : 'INDIRECT', description: null },
    line_number: line,
    position_x: 100,
    position_y: 100,
    is_active: true,
    is_manual: false,
    is_right_handed: null,
    is_critical: false,
    current_assignment: null,
    next_assignment: null,
    ...overrides,
  };
}

/** A station occupied by `name` (a wildcard when asked). */
export function occupied(code: string, name: string, overrides: Partial<Station> = {}, wildcard = false): Station {
  const s = station(code, overrides);
  return { ...s, current_assignment: assignment(s.id, name, { station_code: code, is_wildcard: wildcard, wildcard_assignment: wildcard ? { id: uuid('c') } : null }) };
}
