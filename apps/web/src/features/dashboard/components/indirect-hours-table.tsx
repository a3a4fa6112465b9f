import { indirectLimitLabel, isOverIndirectLimit } from '@stationboard/domain/dashboard/indirect-hours';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { weekBounds } from '@stationboard/domain/quarters/local-time';
import { cn } from '../../../lib/cn.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useIndirectHours, type IndirectStat } from '../api/get-indirect-hours.ts';
import { DashboardTable, type Column } from './dashboard-table.tsx';

const HOURS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

const COLUMNS: Column<IndirectStat>[] = [
  {
    get header() {
      return MESSAGES.columnEmployee;
    },
    cell: (row) => <span className="font-medium">{row.employee_name}</span>,
  },
  {
    get header() {
      return MESSAGES.columnId;
    },
    cell: (row) => <span className="font-mono text-xs text-slate-600">{row.employee_reference_id}</span>,
    // A phone keeps the figures and leaves the login out, so the table fits (issue 25 added a column).
    className: 'max-sm:hidden',
  },
  {
    get header() {
      return MESSAGES.columnHoursWorked;
    },
    cell: (row) => HOURS.format(row.hours_worked),
    className: 'text-right tabular-nums',
  },
  {
    get header() {
      return MESSAGES.columnHoursPlanned;
    },
    cell: (row) => HOURS.format(row.hours_planned),
    className: 'text-right tabular-nums',
  },
  {
    get header() {
      return MESSAGES.columnStatus;
    },
    cell: (row) => (
      <span
        className={cn(
          'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
          isOverIndirectLimit(row.assignment_hours) ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800',
        )}
      >
        {indirectLimitLabel(row.assignment_hours)}
      </span>
    ),
  },
];

/**
 * Spec 2 §2: hours on indirect stations per person, Sunday to Saturday of today's week, flagged
 * over 20. Issue 25 (decision 138): hours worked (quarters over, checked in) apart from hours
 * still planned; the flag judges both together, so a plan that will break the limit shows now.
 */
export function IndirectHoursTable({ centerId, date, className }: { centerId: string; date: string; className?: string }) {
  const week = weekBounds(date);
  const hours = useIndirectHours({ centerId, ...week });
  return (
    <DashboardTable
      title={MESSAGES.indirectAssignmentHours}
      caption={
        <>
          {`${week.start} – ${week.end}`}
          <span className="block text-xs">{MESSAGES.indirectLimitJudges}</span>
        </>
      }
      columns={COLUMNS}
      rows={hours.data}
      rowKey={(row) => row.employee_id}
      isLoading={hours.isLoading}
      error={hours.error ? failureText(hours.error, MESSAGES.dashboardLoadFailed) : null}
      emptyText={MESSAGES.noIndirectHours}
      className={className}
    />
  );
}
