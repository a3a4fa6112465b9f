import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { auditEmployeeRef } from '@stationboard/domain/audit/audit-log';
import { employeeSchema } from '@stationboard/domain/schemas/floor-map';
import { EMPLOYEE_LOOKUP_LIMIT } from '@stationboard/domain/timings';
import { apiGet } from '../../../lib/api-client.ts';

const employeePageSchema = z.object({ data: z.array(employeeSchema) });

/** One person the Logs tab's employee filter offers: `ref` is how audit rows name them. */
export type AuditEmployeeChoice = { ref: string; name: string; login: string | null };

/** GET /employees (spec 2 §9 lookup limit): everyone of the center, active or not, by name. */
export async function getAuditEmployeeChoices(centerId: string): Promise<AuditEmployeeChoice[]> {
  const page = employeePageSchema.parse(await apiGet('/employees', { query: { fulfillment_center_id: centerId, limit: EMPLOYEE_LOOKUP_LIMIT, page: 1 } }));
  return page.data
    .map((employee) => ({ ref: auditEmployeeRef({ id: employee.id, login: employee.employee_id }), name: employee.name, login: employee.employee_id }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const auditEmployeeChoicesQueryOptions = (centerId: string) =>
  queryOptions({
    queryKey: ['employees', centerId, 'audit-choices'],
    queryFn: () => getAuditEmployeeChoices(centerId),
    // It only feeds a filter: a minute of reuse spares refetching a thousand rows on every visit.
    staleTime: 60_000,
  });

export function useAuditEmployeeChoices(centerId: string) {
  return useQuery(auditEmployeeChoicesQueryOptions(centerId));
}
