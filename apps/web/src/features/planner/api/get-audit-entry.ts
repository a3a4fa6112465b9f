import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditEntrySchema, type AuditEntry } from '@stationboard/domain/audit/audit-log';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /audit/{id}: one entry, for a dialog opened from a link whose row is not on the page shown. */
export async function getAuditEntry(id: string): Promise<AuditEntry> {
  return auditEntrySchema.parse(await apiGet(`/audit/${encodeURIComponent(id)}`));
}

export const auditEntryQueryOptions = (centerId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.auditEntry(centerId, id),
    queryFn: () => getAuditEntry(id),
    // Audit rows never change (DESIGN §4), so an entry once read is good for as long as it is kept.
    staleTime: Infinity,
  });

/** `listed` is the row from the page on screen: the dialog opens at once instead of asking again. */
export function useAuditEntry(centerId: string, id: string | null, listed: AuditEntry | undefined) {
  return useQuery({ ...auditEntryQueryOptions(centerId, id ?? ''), enabled: id !== null, initialData: listed });
}
