import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import type { Assignment, Station } from '@stationboard/domain/schemas/floor-map';
import { scanResultItem } from '@stationboard/domain/testing/scan-result-item';
import { GEG1 } from '../../../testing/fake-api.ts';
import { assignmentRecord, quarterTiming, stationOfType, testUuid } from '../../../testing/records.ts';

export const CENTER_ID = GEG1.id;

export { quarterTiming as quarter } from '../../../testing/records.ts';

/** One result item with everything false or empty; override what the outcome needs. */
export function scanItem(overrides: Partial<ScanResultItem> = {}): ScanResultItem {
  return scanResultItem({ employee_name: 'Zoe Ibrahim', current_attendance: 41, ...overrides });
}

/** A checked-in assignment the TV made in Q1. */
export function assignment(stationCode: string, employeeName: string, overrides: Partial<Assignment> = {}): Assignment {
  return assignmentRecord(employeeName, {
    station_code: stationCode,
    quarter_id: quarterTiming(1, '07:00:00', '09:30:00').id,
    created_by: 'tv',
    checked_in: true,
    ...overrides,
  });
}

/** A line station with, when a name is given, its assignment in the quarter. */
export function station(code: string, employeeName: string | null): Station {
  const id = testUuid('5');
  return stationOfType(code, 'LINE', {
    id,
    line_number: Number(code.charAt(0)) || null,
    current_assignment: employeeName ? assignment(code, employeeName, { station_id: id }) : null,
  });
}
