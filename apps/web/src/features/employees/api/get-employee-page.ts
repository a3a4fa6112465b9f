import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeSort } from '@stationboard/domain/employees/employee-sort';
import { EMPLOYEE_PAGE_SIZE } from '@stationboard/domain/timings';
import { getEmployees } from '../../../lib/api/get-employees.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { employeeFilterOf, type ListFilter } from '../components/shift-pattern-form.ts';

/** One page of the table: the center, the (debounced, trimmed) search, the column sort, the 1-based page and the pattern filter (decision 153). */
export type EmployeePageQuery = { centerId: string; search: string; sort: EmployeeSort; page: number; filter: ListFilter };

/** 20 a page, active and inactive alike. */
export const employeePageQueryOptions = (query: EmployeePageQuery) =>
  queryOptions({
    queryKey: queryKeys.employeePage(query),
    queryFn: () => getEmployees({ ...query, filter: employeeFilterOf(query.filter), limit: EMPLOYEE_PAGE_SIZE }),
  });

/** The previous page stays on screen while the next one or a new search loads. */
export function useEmployeePage(query: EmployeePageQuery) {
  return useQuery({ ...employeePageQueryOptions(query), placeholderData: keepPreviousData });
}
