import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pagedSchema } from '@stationboard/domain/schemas/envelope';
import { employeeSchema } from '@stationboard/domain/schemas/floor-map';
import { EMPLOYEE_PAGE_SIZE } from '@stationboard/domain/timings';
import { apiGet } from '../../../lib/api-client.ts';

/** One page of the table: the center, the (debounced, trimmed) search and the 1-based page. */
export type EmployeePageQuery = { centerId: string; search: string; page: number };

const employeePageSchema = pagedSchema(employeeSchema);

/**
 * GET /employees (spec 2 §7), 20 a page, active and inactive alike. Without a search the
 * server orders by name; with one it ranks by match (decision 013).
 */
export async function getEmployees({ centerId, search, page }: EmployeePageQuery) {
  const data = await apiGet('/employees', {
    query: { fulfillment_center_id: centerId, search: search || undefined, page, limit: EMPLOYEE_PAGE_SIZE },
  });
  return employeePageSchema.parse(data);
}

/** The first part of every employees query, the map's search included: what a change makes stale. */
export const EMPLOYEES_QUERY_ROOT = ['employees'] as const;

export const employeePageQueryOptions = (query: EmployeePageQuery) =>
  queryOptions({
    queryKey: [...EMPLOYEES_QUERY_ROOT, 'page', query.centerId, query.search, query.page] as const,
    queryFn: () => getEmployees(query),
  });

/** The previous page stays on screen while the next one or a new search loads. */
export function useEmployeePage(query: EmployeePageQuery) {
  return useQuery({ ...employeePageQueryOptions(query), placeholderData: keepPreviousData });
}
