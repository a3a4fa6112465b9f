import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_LIMIT, SEARCH_MIN_CHARS, rankEmployees } from '@stationboard/domain/employees/search-ranking';
import { offRosterOf, type RosterDay } from '@stationboard/domain/roster/roster';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import { getEmployees } from './get-employees.ts';
import { queryKeys } from '../query-keys.ts';

const isOnRoster = (employee: Employee) => offRosterOf(employee) === null;

/**
 * GET /employees with a search term, active people only, 8 at most (spec 1 §5, §7). The
 * server already ranks; ranking again here keeps the rule the spec gives the client, so the
 * person Tab assigns is the domain's top match whatever the server sent. With a roster day
 * (decision 153) people on it come first, and each result says why they are on it or off.
 */
export async function searchEmployees(term: string, rosterDay: RosterDay | null): Promise<Employee[]> {
  const page = await getEmployees({ search: term, isActive: true, limit: SEARCH_LIMIT, page: 1, rosterDay });
  return rankEmployees(page.data, term, SEARCH_LIMIT, rosterDay ? isOnRoster : undefined);
}

export const employeeSearchQueryOptions = (centerId: string, term: string, rosterDay: RosterDay | null) =>
  queryOptions({
    queryKey: queryKeys.employeeSearch(centerId, term, rosterDay),
    queryFn: () => searchEmployees(term.trim(), rosterDay),
    // A new person or a rename shows on the next keystroke; a few seconds of reuse is enough.
    staleTime: 10_000,
  });

export function useEmployeeSearch(centerId: string, term: string, rosterDay: RosterDay | null) {
  return useQuery({ ...employeeSearchQueryOptions(centerId, term, rosterDay), enabled: term.trim().length >= SEARCH_MIN_CHARS });
}
