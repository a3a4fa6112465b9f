import type { Station } from '@stationboard/domain/schemas/floor-map';
import type { QuarterStats } from '@stationboard/domain/schemas/quarter-stats';
import { GEG1 } from '../../../testing/fake-api.ts';
import { assignmentRecord, stationOfType, testUuid } from '../../../testing/records.ts';
import type { UncheckedIn } from '../api/get-unchecked-in.ts';

export const CENTER_ID = GEG1.id;

export { quarterTiming as quarter } from '../../../testing/records.ts';

/** A station, staffed when `staffed`; the type decides line or indirect. */
export function station(
  code: string,
  {
    line,
    type = 'LINE',
    staffed = false,
    critical = false,
    active = true,
  }: { line: number | null; type?: string; staffed?: boolean; critical?: boolean; active?: boolean },
): Station {
  const id = testUuid('5');
  return stationOfType(code, type, {
    id,
    line_number: line,
    is_active: active,
    is_critical: critical,
    current_assignment: staffed ? assignmentRecord(`Person ${code}`, { station_id: id, station_code: code }) : null,
  });
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
  return { assignment_id: testUuid('a'), employee_id: testUuid('e'), employee_name: name, station_id: testUuid('5'), station_code: stationCode };
}
