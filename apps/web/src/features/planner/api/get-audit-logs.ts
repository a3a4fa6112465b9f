import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditEntrySchema, type AuditFilters } from '@stationboard/domain/audit/audit-log';
import { pagedSchema } from '@stationboard/domain/schemas/envelope';
import { AUDIT_PAGE_SIZE } from '@stationboard/domain/timings';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const auditPageSchema = pagedSchema(auditEntrySchema);

export type AuditLogPage = ReturnType<typeof auditPageSchema.parse>;

export type AuditLogQuery = { centerId: string; filters: AuditFilters; page: number };

/** GET /audit: one page of the center's audit log, newest first, with the Logs tab's filters (spec 2 §7). */
export async function getAuditLogs({ centerId, filters, page }: AuditLogQuery): Promise<AuditLogPage> {
  return auditPageSchema.parse(await apiGet('/audit', { query: { fulfillment_center_id: centerId, ...filters, page, limit: AUDIT_PAGE_SIZE } }));
}

export const auditLogsQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: queryKeys.auditLogs(query.centerId, query.filters, query.page),
    queryFn: () => getAuditLogs(query),
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useAuditLogs(query: AuditLogQuery) {
  return useQuery(auditLogsQueryOptions(query));
}
