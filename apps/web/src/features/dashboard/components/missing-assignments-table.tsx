import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { failureText } from '../../../lib/failure-text.ts';
import type { QuarterDayQuery } from '../../../lib/api/get-quarter-stats.ts';
import { useMissingAssignments, type MissingAssignment } from '../api/get-missing-assignments.ts';
import { DashboardTable, type Column } from './dashboard-table.tsx';
import { StationLinkChip } from './station-link-chip.tsx';

const COLUMNS: Column<MissingAssignment>[] = [
  {
    get header() {
      return MESSAGES.columnEmployee;
    },
    cell: (row) => <span className="font-medium">{row.employee_name}</span>,
  },
  {
    get header() {
      return MESSAGES.columnCurrentQuarter;
    },
    cell: (row) => row.current_quarter_name,
  },
  {
    get header() {
      return MESSAGES.columnMissingQuarters;
    },
    // Each missing quarter opens the station the person's rotation leads to there (issue 25).
    cell: (row) => (
      <ul aria-label={MESSAGES.missingQuartersOf(row.employee_name)} className="flex flex-wrap gap-1">
        {row.missing_quarters.map((name, i) => {
          const target = row.missing_stations[i];
          return (
            <li key={name} className="rounded bg-amber-100 text-xs font-semibold text-amber-900">
              {target ? <StationLinkChip target={target}>{name}</StationLinkChip> : <span className="inline-block px-1.5 py-0.5">{name}</span>}
            </li>
          );
        })}
      </ul>
    ),
  },
];

/** Spec 2 §2: people of the current quarter still without one or more later quarters of their shift today. */
export function MissingAssignmentsTable({ query, className }: { query: QuarterDayQuery | null; className?: string }) {
  const missing = useMissingAssignments(query);
  return (
    <DashboardTable
      title={MESSAGES.employeesNeedingFutureAssignments}
      columns={COLUMNS}
      rows={missing.data}
      rowKey={(row) => row.employee_id}
      isLoading={missing.isLoading}
      error={missing.error ? failureText(missing.error, MESSAGES.dashboardLoadFailed) : null}
      emptyText={MESSAGES.noMissingAssignments}
      className={className}
    />
  );
}
