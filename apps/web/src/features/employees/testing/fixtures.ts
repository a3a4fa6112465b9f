import { NO_SHIFT_PATTERN } from '@stationboard/domain/roster/shift-pattern-presets';
import type { Paged } from '@stationboard/domain/schemas/envelope';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import { GEG1 } from '../../../testing/fake-api.ts';

let next = 1;

export function employee(name: string, overrides: Partial<Employee> = {}): Employee {
  const n = next++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    fulfillment_center_id: GEG1.id,
    name,
    employee_id: null,
    department_id: null,
    badge_barcode_id: null,
    employee_uid: null,
    preferred_language: null,
    ...NO_SHIFT_PATTERN,
    is_active: true,
    created_at: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function page(rows: Employee[], { page = 1, totalPages = 1, total = rows.length } = {}): Paged<Employee> {
  return { data: rows, total, page, limit: 20, totalPages };
}
