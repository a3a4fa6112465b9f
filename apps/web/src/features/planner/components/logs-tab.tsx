import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { hasAuditFilters } from '@stationboard/domain/audit/audit-log';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { compareStationCodes } from '@stationboard/domain/stations/station-code';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useAuditLogs } from '../api/get-audit-logs.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useAuditSummary } from '../api/get-audit-summary.ts';
import { useQuarters } from '../../../lib/api/get-quarters.ts';
import { useStationList } from '../api/get-station-list.ts';
import { useAuditLogParams } from '../hooks/use-audit-log-params.ts';
import { AuditEntryDialog } from './audit-entry-dialog.tsx';
import { AuditLogFilters } from './audit-log-filters.tsx';
import { AuditLogTable } from './audit-log-table.tsx';
import { AuditSummaryCounters } from './audit-summary.tsx';
import type { PlannerTabProps } from './tab-props.ts';

function entryCount(total: number, isFiltered: boolean): string {
  const count = total === 1 ? '1 entry' : `${total} entries`;
  return isFiltered ? `${count} ${total === 1 ? 'matches' : 'match'} these filters` : count;
}

/**
 * Spec 2 §2 Logs tab: the center's audit log, newest first, 20 a page, with seven filters.
 * The server is the one pager (totalPages); the filters, page and open entry live in the URL.
 */
export function LogsTab({ centerId, timeZone }: PlannerTabProps) {
  const { filters, page, entryId, setFilter, clearFilters, goToPage, openEntry, closeEntry } = useAuditLogParams();
  const queryClient = useQueryClient();
  const logs = useAuditLogs({ centerId, filters, page });
  const summary = useAuditSummary(centerId);
  const stations = useStationList(centerId);
  const quarters = useQuarters(centerId);

  const stationChoices = useMemo(
    () => (stations.data ?? []).map((station) => ({ id: station.id, code: station.station_code })).sort((a, b) => compareStationCodes(a.code, b.code)),
    [stations.data],
  );
  const stationCodes = useMemo(() => new Map(stationChoices.map((choice) => [choice.id, choice.code])), [stationChoices]);
  const stationCode = (stationId: string) => stationCodes.get(stationId);
  const quarterNames = useMemo(() => new Map((quarters.data ?? []).map((quarter) => [quarter.id, quarter.quarter_name])), [quarters.data]);
  const quarterName = (quarterId: string) => quarterNames.get(quarterId);
  const entries = logs.data?.data ?? [];

  return (
    <div className="space-y-4">
      {summary.data && <AuditSummaryCounters summary={summary.data} activeAction={filters.action} onPickAction={(action) => setFilter('action', action)} />}
      <AuditLogFilters filters={filters} onChange={setFilter} onClear={clearFilters} centerId={centerId} stations={stationChoices} />
      {logs.error ? (
        <Alert tone="error">{failureText(logs.error, MESSAGES.auditLogsLoadFailed)}</Alert>
      ) : !logs.data ? (
        <LoadingBlock />
      ) : entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-ink-muted">
          {hasAuditFilters(filters) ? MESSAGES.noAuditEntriesForFilters : MESSAGES.noAuditEntries}
        </p>
      ) : (
        <div className={cn('space-y-3 transition-opacity', logs.isPlaceholderData && 'opacity-60')} aria-busy={logs.isPlaceholderData}>
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-slate-600">{entryCount(logs.data.total, hasAuditFilters(filters))}</p>
            {/* Not reloaded by realtime (decision 075): new rows would shift the page being read. */}
            <Button variant="ghost" className="px-2 py-1" onClick={() => void queryClient.invalidateQueries({ queryKey: queryKeys.audit(centerId) })}>
              <RefreshCw aria-hidden className={cn('size-4', logs.isFetching && 'animate-spin')} />
              {MESSAGES.refresh}
            </Button>
          </div>
          <AuditLogTable entries={entries} timeZone={timeZone} quarterName={quarterName} onOpen={(entry) => openEntry(entry.id)} />
          <Pager page={page} pageCount={logs.data.totalPages} onPageChange={goToPage} label={MESSAGES.auditLogPages} />
        </div>
      )}
      <AuditEntryDialog
        centerId={centerId}
        entryId={entryId}
        listed={entries.find((entry) => entry.id === entryId)}
        timeZone={timeZone}
        quarterName={quarterName}
        stationCode={stationCode}
        onClose={closeEntry}
      />
    </div>
  );
}
