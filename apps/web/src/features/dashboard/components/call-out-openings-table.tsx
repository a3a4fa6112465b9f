import type { CallOutOpening } from '@stationboard/domain/schemas/roster';
import { failureText } from '../../../lib/failure-text.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { useCallOutOpenings } from '../api/get-call-out-openings.ts';
import { DashboardTable, type Column } from './dashboard-table.tsx';
import { StationLinkChip } from './station-link-chip.tsx';

/**
 * Decision 153: the stations a call-out on the day left open, each a link to its popover in its
 * quarter (as the Not Checked In rows), until someone holds it again.
 */
export function CallOutOpeningsTable({ centerId, day, className }: { centerId: string; day: string; className?: string }) {
  const openings = useCallOutOpenings(centerId, day);
  const columns: Column<CallOutOpening>[] = [
    { header: MESSAGES.columnStation, cell: (row) => <StationLinkChip className="-mx-1.5 font-mono text-blue-900" target={row} /> },
    { header: MESSAGES.columnQuarter, cell: (row) => row.quarter_name },
    { header: MESSAGES.columnCalledOut, cell: (row) => <span className="font-medium">{row.employee_name}</span> },
  ];
  return (
    <DashboardTable
      title={MESSAGES.callOutOpeningsTitle}
      columns={columns}
      rows={openings.data}
      rowKey={(row) => `${row.station_id}|${row.quarter_id}`}
      isLoading={openings.isLoading}
      error={openings.error ? failureText(openings.error, MESSAGES.dashboardLoadFailed) : null}
      emptyText={MESSAGES.noCallOutOpenings}
      className={className}
    />
  );
}
