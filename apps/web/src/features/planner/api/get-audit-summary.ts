import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const auditSummarySchema = z.object({ total: z.number().int(), by_action: z.record(z.string(), z.number().int()) });

export type AuditSummary = z.infer<typeof auditSummarySchema>;

/** GET /audit/stats/summary: how many rows the center's log holds, per action. */
export async function getAuditSummary(centerId: string): Promise<AuditSummary> {
  return auditSummarySchema.parse(await apiGet('/audit/stats/summary', { query: { fulfillment_center_id: centerId } }));
}

export const auditSummaryQueryOptions = (centerId: string) =>
  queryOptions({ queryKey: queryKeys.auditSummary(centerId), queryFn: () => getAuditSummary(centerId) });

export function useAuditSummary(centerId: string) {
  return useQuery(auditSummaryQueryOptions(centerId));
}
