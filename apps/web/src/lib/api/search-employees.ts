import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_LIMIT, SEARCH_MIN_CHARS, rankEmployees } from '@stationboard/domain/employees/search-ranking';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import { getEmployees } from './get-employees.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /employees with a search term, active people only, 8 at most (spec 1 §5, §7). The
 * server already ranks; ranking again here keeps the rule the spec gives the client, so the
 * person Tab assigns is the domain's top match whatever the server sent.
 */
export async function searchEmployees(term: string): Promise<Employee[]> {
  const page = await getEmployees({ search: term, isActive: true, limit: SEARCH_LIMIT, page: 1 });
  return rankEmployees(page.data, term);
}

export const employeeSearchQueryOptions = (centerId: string, term: string) =>
  queryOptions({
    queryKey: queryKeys.employeeSearch(centerId, term),
    queryFn: () => searchEmployees(term.trim()),
    // A new person or a rename shows on the next keystroke; a few seconds of reuse is enough.
    staleTime: 10_000,
  });

export function useEmployeeSearch(centerId: string, term: string) {
  return useQuery({ ...employeeSearchQueryOptions(centerId, term), enabled: term.trim().length >= SEARCH_MIN_CHARS });
}
