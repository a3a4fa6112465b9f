import type { QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import type { QuarterStats } from '@stationboard/domain/schemas/quarter-stats';
import { GEG1 } from '../../../testing/fake-api.ts';
import type { UncheckedIn } from '../api/get-unchecked-in.ts';

export const CENTER_ID = GEG1.id;

let sequence = 0;
const uuid = () => `bbbbbbbb-bbbb-4bbb-8bbb-${String(++sequence).padStart(12, '0')}`;

/** A quarter of GEG1; ids are made from the number so tests can read them. */
export function quarter(number: number, start: string, end: string, overrides: Partial<QuarterTiming> = {}): QuarterTiming {
  return { id: `00000000-0000-4000-8000-00000000000${number}`, quarter_name: `Q${number}`, quarter_number: number, start_time: start, end_time: end, is_active: false, ...overrides };
}

/** A station, staffed when `staffed`; the type decides line or indirect. */
export function station(code: string, { line, type = 'LINE', staffed = false, critical = false, active = true }: { line: number | null; type?: string; staffed?: boolean; critical?: boolean; active?: boolean }): Station {
  const id = uuid();
  return {
    id,
    fulfillment_center_id: CENTER_ID,
    station_code: code,
    station_type_id: uuid(),
    station_type: { id: uuid(), name: type, description: null },
    line_number: line,
    position_x: null,
    position_y: null,
    is_active: active,
    is_manual: false,
    is_right_handed: null,
    is_critical: critical,
    current_assignment: staffed
      ? {
          id: uuid(),
          station_id: id,
          station_code: code,
          quarter_id: uuid(),
          assignment_date: '2026-03-02',
          employee_id: uuid(),
          employee_name: `Person ${code}`,
          employee: { name: `Person ${code}`, employee_id: null },
          is_wildcard: false,
          wildcard_assignment: null,
          created_by: 'manager',
          fulfillment_center_id: CENTER_ID,
          checked_in: false,
          checked_in_at: null,
          created_at: '2026-03-02T15:00:00.000Z',
          updated_at: '2026-03-02T15:00:00.000Z',
        }
      : null,
    next_assignment: null,
  };
}

export function stats(overrides: Partial<QuarterStats> = {}): QuarterStats {
  return {
    total: 40,
    line_associates: 30,
    indirects: 10,
    wildcards: 2,
    ratio: 3,
    per_line: { 1: 8, 2: 9, 3: 7, 4: 6 },
    staffed_stations: 40,
    active_stations: 50,
    efficiency: 80,
    ...overrides,
  };
}

export function uncheckedRow(name: string, stationCode: string): UncheckedIn {
  return { assignment_id: uuid(), employee_id: uuid(), employee_name: name, station_code: stationCode };
}
