import type { PlanCell, PlanStation } from '@stationboard/domain/schemas/plan';
import { testUuid } from '../../../testing/records.ts';

/** Test data for the day plan, shaped as GET /plan answers. */

/** An active station of `line` (none: an indirect one) with no skills required. */
export function planStation(code: string, line: number | null, overrides: Partial<PlanStation> = {}): PlanStation {
  return {
    id: testUuid('5'),
    station_code: code,
    line_number: line,
    station_type: { name: line === null ? 'INDIRECT' : 'LINE' },
    is_indirect: line === null,
    is_critical: false,
    is_active: true,
    required_skills: [],
    ...overrides,
  };
}

/** A regular assignment of `name` (login: the name's letters) to a station in a quarter, not checked in. */
export function planCell(station: PlanStation, quarterId: string, name: string, overrides: Partial<PlanCell> = {}): PlanCell {
  return {
    station_id: station.id,
    quarter_id: quarterId,
    assignment_id: testUuid('a'),
    employee_id: testUuid('e'),
    employee_name: name,
    employee_login: name.toLowerCase().replace(/[^a-z]/g, ''),
    is_wildcard: false,
    override_reason: null,
    checked_in: false,
    reason: null,
    ...overrides,
  };
}
