import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditEmployeeRef } from '@stationboard/domain/audit/audit-log';
import { SEARCH_LIMIT, SEARCH_MIN_CHARS } from '@stationboard/domain/employees/search-ranking';
import { getEmployees } from '../../../lib/api/get-employees.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One person the Logs tab's employee filter offers: `ref` is how audit rows name them. */
export type AuditEmployeeChoice = { ref: string; name: string; login: string | null };

/** How the filter shows a person: "Name (login)". */
export const auditEmployeeLabel = (choice: AuditEmployeeChoice) => (choice.login ? `${choice.name} (${choice.login})` : choice.name);

/**
 * GET /employees with a search (issue 25): the people of the center, active or not, the
 * server's ranking (spec 1 §5), a few at a time, instead of a select of a thousand.
 */
export async function searchAuditEmployees(centerId: string, term: string): Promise<AuditEmployeeChoice[]> {
  const page = await getEmployees({ centerId, search: term, limit: SEARCH_LIMIT, page: 1 });
  return page.data.map((employee) => ({
    ref: auditEmployeeRef({ id: employee.id, login: employee.employee_id }),
    name: employee.name,
    login: employee.employee_id,
  }));
}

export const auditEmployeeSearchQueryOptions = (centerId: string, term: string) =>
  queryOptions({
    queryKey: queryKeys.auditEmployeeSearch(centerId, term),
    queryFn: () => searchAuditEmployees(centerId, term.trim()),
    staleTime: 60_000,
  });

export function useAuditEmployeeSearch(centerId: string, term: string) {
  return useQuery({ ...auditEmployeeSearchQueryOptions(centerId, term), enabled: term.trim().length >= SEARCH_MIN_CHARS });
}

/**
 * The person a filter from the address names (their login, or their record id): found by a
 * search for that text; null while looking or when nobody of the center has it.
 */
export function useAuditEmployeeNamed(centerId: string, ref: string | undefined) {
  const search = useAuditEmployeeSearch(centerId, ref ?? '');
  return ref ? (search.data?.find((choice) => choice.ref === ref) ?? null) : null;
}
