import { scanReason } from '../assignments/scan-reason.ts';
import type { ScanResultItem } from '../schemas/badge-scan.ts';

/** For tests: one badge-scan result item with every flag false and nothing named; override what matters. */
export function scanResultItem(overrides: Partial<ScanResultItem> = {}): ScanResultItem {
  return {
    quarter_number: 1,
    quarter_name: 'Q1',
    employee_name: 'Jane Doe',
    station_name: null,
    is_check_in: false,
    checked_in: false,
    checked_in_at: null,
    message: '',
    is_overflow_routing: false,
    routing_message: null,
    routing_areas: [],
    current_attendance: 10,
    maximum_attendance: 50,
    is_critical: false,
    assignment_number: null,
    remaining_critical: 0,
    auto_checked_in: false,
    is_conflict: false,
    existing_assignment: null,
    reason: scanReason({ code: 'line', line: 1 }),
    preferred_language: null,
    ...overrides,
  };
}
