import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { employeeExceptionSchema, type EmployeeException } from '@stationboard/domain/schemas/roster';
import type { ExceptionKind } from '@stationboard/domain/roster/roster';
import { apiGet, apiPost, apiRequest } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** The dialog lists a month back and the rest of a year ahead: the API answers at most 366 days. */
export function exceptionRange(today: string) {
  return { from: addDays(today, -31), to: addDays(today, 334) };
}

/** GET /employees/{id}/exceptions (decision 149): the person's exceptions in the range, by date. */
export const employeeExceptionsQueryOptions = (employeeId: string, today: string) =>
  queryOptions({
    queryKey: queryKeys.employeeExceptions(employeeId, today),
    queryFn: async () => z.array(employeeExceptionSchema).parse(await apiGet(`/employees/${employeeId}/exceptions`, { query: exceptionRange(today) })),
  });

export function useEmployeeExceptions(employeeId: string, today: string) {
  return useQuery(employeeExceptionsQueryOptions(employeeId, today));
}

/** POST /employees/{id}/exceptions (MANAGER and up); a call-out also frees the day's stations (decision 153). */
export async function addEmployeeException(employeeId: string, input: { date: string; kind: ExceptionKind; note: string }): Promise<EmployeeException> {
  return employeeExceptionSchema.parse(await apiPost(`/employees/${employeeId}/exceptions`, { ...input, note: input.note.trim() || undefined }));
}

/** DELETE /employees/{id}/exceptions/{exceptionId} (MANAGER and up). */
export async function deleteEmployeeException(employeeId: string, exceptionId: string): Promise<void> {
  await apiRequest(`/employees/${employeeId}/exceptions/${exceptionId}`, { method: 'DELETE' });
}

/** After exceptions change: the people (their roster standing) and, a call-out having freed stations, everything assignments feed (the plan grid and its roster row among them). */
export function reloadAfterExceptions(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.employees() }),
    ...queryKeys.assignmentDependent().map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
