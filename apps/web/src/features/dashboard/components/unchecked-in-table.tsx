import { useEffect, useState } from 'react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { ERROR_AUTO_CLEAR_MS } from '@stationboard/domain/timings';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useUncheckedIn, type UncheckedIn, type UncheckedInQuery } from '../api/get-unchecked-in.ts';
import { useManualCheckIn } from '../api/manual-check-in.ts';
import { DashboardTable, type Column } from './dashboard-table.tsx';
import { StationLinkChip } from './station-link-chip.tsx';

/** A failed check-in's message, gone after 5 s (spec 2 §4). A new object restarts the wait for a repeated text. */
function useCheckInError() {
  const [error, setError] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), ERROR_AUTO_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [error]);
  return { text: error?.text ?? null, show: (text: string) => setError({ text }) };
}

/**
 * Spec 2 §2 and §6: assignments of the current quarter today nobody has checked in. MANAGER and
 * up check a person in by hand and the row goes; everyone else reads 'Not Checked In'.
 */
export function UncheckedInTable({
  query,
  quarter,
  canCheckIn,
  className,
}: {
  query: UncheckedInQuery | null;
  /** The quarter of `query`, whose name the row's link to its station names (issue 25). */
  quarter: { quarter_name: string; quarter_number: number } | null;
  canCheckIn: boolean;
  className?: string;
}) {
  const unchecked = useUncheckedIn(query);
  const checkIn = useManualCheckIn(query);
  const checkInError = useCheckInError();

  const columns: Column<UncheckedIn>[] = [
    { header: MESSAGES.columnEmployee, cell: (row) => <span className="font-medium">{row.employee_name}</span> },
    {
      header: MESSAGES.columnStation,
      // The station opens on the quarter view, its popover ready (issue 25).
      cell: (row) =>
        quarter && query ? (
          <StationLinkChip
            className="-mx-1.5 font-mono text-blue-900"
            target={{ ...row, quarter_name: quarter.quarter_name, quarter_number: quarter.quarter_number, date: query.date }}
          />
        ) : (
          <span className="font-mono">{row.station_code}</span>
        ),
    },
    {
      header: MESSAGES.columnCheckIn,
      className: 'text-right',
      cell: (row) =>
        canCheckIn ? (
          <Button
            variant="secondary"
            className="px-2.5 py-1 text-xs whitespace-nowrap"
            aria-label={`${MESSAGES.manualCheckIn}: ${row.employee_name}`}
            disabled={checkIn.isPending && checkIn.variables === row.assignment_id}
            onClick={() => checkIn.mutate(row.assignment_id, { onError: (error) => checkInError.show(failureText(error, MESSAGES.checkInFailed)) })}
          >
            {checkIn.isPending && checkIn.variables === row.assignment_id && <Spinner className="size-3.5" />}
            {MESSAGES.manualCheckIn}
          </Button>
        ) : (
          <span className="text-xs font-semibold whitespace-nowrap text-amber-700">{MESSAGES.notCheckedIn}</span>
        ),
    },
  ];

  return (
    <DashboardTable
      title={MESSAGES.employeesNotCheckedIn}
      columns={columns}
      rows={unchecked.data}
      rowKey={(row) => row.assignment_id}
      isLoading={unchecked.isLoading}
      error={unchecked.error ? failureText(unchecked.error, MESSAGES.dashboardLoadFailed) : null}
      emptyText={MESSAGES.noUncheckedIn}
      notice={
        checkInError.text && (
          <Alert tone="error" className="mb-3">
            {checkInError.text}
          </Alert>
        )
      }
      className={className}
    />
  );
}
