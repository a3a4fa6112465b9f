import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeSort } from '@stationboard/domain/employees/employee-sort';
import { pagedSchema } from '@stationboard/domain/schemas/envelope';
import { employeeSchema } from '@stationboard/domain/schemas/floor-map';
import { EMPLOYEE_PAGE_SIZE } from '@stationboard/domain/timings';
import { apiGet } from '../../../lib/api-client.ts';

/** One page of the table: the center, the (debounced, trimmed) search, the column sort and the 1-based page. */
export type EmployeePageQuery = { centerId: string; search: string; sort: EmployeeSort; page: number };

const employeePageSchema = pagedSchema(employeeSchema);

/**
 * GET /employees (spec 2 §7), 20 a page, active and inactive alike. The server sorts the whole
 * list before paging: by the chosen column, else by name, or by match for a search (decision 013).
 */
export async function getEmployees({ centerId, search, sort, page }: EmployeePageQuery) {
  const data = await apiGet('/employees', {
    query: { fulfillment_center_id: centerId, search: search || undefined, sort: sort?.key, direction: sort?.direction, page, limit: EMPLOYEE_PAGE_SIZE },
  });
  return employeePageSchema.parse(data);
}

/** The first part of every employees query, the map's search included: what a change makes stale. */
export const EMPLOYEES_QUERY_ROOT = ['employees'] as const;

export const employeePageQueryOptions = (query: EmployeePageQuery) =>
  queryOptions({
    queryKey: [...EMPLOYEES_QUERY_ROOT, 'page', query.centerId, query.search, query.sort?.key, query.sort?.direction, query.page] as const,
    queryFn: () => getEmployees(query),
  });

/** The previous page stays on screen while the next one or a new search loads. */
export function useEmployeePage(query: EmployeePageQuery) {
  return useQuery({ ...employeePageQueryOptions(query), placeholderData: keepPreviousData });
}
