import type { z } from 'zod';
import type { EmployeeSort } from '@stationboard/domain/employees/employee-sort';
import { pagedSchema } from '@stationboard/domain/schemas/envelope';
import { employeeSchema } from '@stationboard/domain/schemas/employee-record';
import type { RosterDay } from '@stationboard/domain/roster/roster';
import type { Shift, ShiftPatternFilter } from '@stationboard/domain/roster/shift-pattern-presets';
import { apiGet } from '../api-client.ts';

/**
 * What a list of people asks GET /employees for: the Employees table's page, the popover's
 * search (the acting center, active people only) and the Logs tab's person filter.
 */
export type EmployeesQuery = {
  centerId?: string;
  search?: string;
  isActive?: boolean;
  sort?: EmployeeSort;
  page: number;
  limit: number;
  /** Decision 153: the Employees table's filter by shift pattern or shift. */
  filter?: EmployeeFilter;
  /** Decision 153: a search ranks people on this roster day first, each with its `roster_reason`. */
  rosterDay?: RosterDay | null;
};

/** Decision 153: people of one pattern (`none`: without one), or of one shift. */
export type EmployeeFilter = { shift_pattern: ShiftPatternFilter } | { shift: Shift } | null;

const employeePageSchema = pagedSchema(employeeSchema);

export type EmployeePage = z.infer<typeof employeePageSchema>;

/**
 * GET /employees (spec 2 §7), one page. The server sorts the whole list before paging: by the
 * chosen column, else by name, or by match for a search (decision 013). The query keys of its
 * readers are `queryKeys.employee*` (lib/query-keys.ts), all under `queryKeys.employees()`.
 */
export async function getEmployees({ centerId, search, isActive, sort, page, limit, filter, rosterDay }: EmployeesQuery): Promise<EmployeePage> {
  const query = {
    fulfillment_center_id: centerId,
    search: search || undefined,
    is_active: isActive,
    sort: sort?.key,
    direction: sort?.direction,
    page,
    limit,
    ...filter,
    roster_date: rosterDay?.date,
    roster_shift: rosterDay?.shift,
  };
  return employeePageSchema.parse(await apiGet('/employees', { query }));
}
