import type { QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import type { Assignment, Station } from '@stationboard/domain/schemas/floor-map';
import { GEG1 } from '../../../testing/fake-api.ts';

export const CENTER_ID = GEG1.id;

/** A quarter of GEG1; ids are made from the number so tests can read them. */
export function quarter(number: number, start: string, end: string, overrides: Partial<QuarterTiming> = {}): QuarterTiming {
  return { id: `00000000-0000-4000-8000-00000000000${number}`, quarter_name: `Q${number}`, quarter_number: number, start_time: start, end_time: end, is_active: false, ...overrides };
}

/** One result item with everything false or empty; override what the outcome needs. */
export function scanItem(overrides: Partial<ScanResultItem> = {}): ScanResultItem {
  return {
    quarter_number: 1,
    quarter_name: 'Q1',
    employee_name: 'Zoe Ibrahim',
    station_name: null,
    is_check_in: false,
    checked_in: false,
    checked_in_at: null,
    message: '',
    is_overflow_routing: false,
    routing_message: null,
    routing_areas: [],
    current_attendance: 41,
    maximum_attendance: 50,
    is_critical: false,
    assignment_number: null,
    remaining_critical: 0,
    auto_checked_in: false,
    is_conflict: false,
    existing_assignment: null,
    ...overrides,
  };
}

let sequence = 0;
const uuid = () => `aaaaaaaa-aaaa-4aaa-8aaa-${String(++sequence).padStart(12, '0')}`;

export function assignment(stationCode: string, employeeName: string, overrides: Partial<Assignment> = {}): Assignment {
  return {
    id: uuid(),
    station_id: uuid(),
    station_code: stationCode,
    quarter_id: quarter(1, '07:00:00', '09:30:00').id,
    assignment_date: '2026-03-02',
    employee_id: uuid(),
    employee_name: employeeName,
    employee: { name: employeeName, employee_id: null },
    is_wildcard: false,
    wildcard_assignment: null,
    created_by: 'tv',
    fulfillment_center_id: CENTER_ID,
    checked_in: true,
    checked_in_at: null,
    created_at: '2026-03-02T15:00:00.000Z',
    updated_at: '2026-03-02T15:00:00.000Z',
    ...overrides,
  };
}

/** A line station with, when a name is given, its assignment in the quarter. */
export function station(code: string, employeeName: string | null): Station {
  const id = uuid();
  return {
    id,
    fulfillment_center_id: CENTER_ID,
    station_code: code,
    station_type_id: uuid(),
    station_type: { id: uuid(), name: 'LINE', description: null },
    line_number: Number(code.charAt(0)) || null,
    position_x: null,
    position_y: null,
    is_active: true,
    is_manual: false,
    is_right_handed: null,
    is_critical: false,
    current_assignment: employeeName ? assignment(code, employeeName, { station_id: id }) : null,
    next_assignment: null,
  };
}
