import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useScheduleIssues } from '../api/get-schedule-issues.ts';
import { StationLinkChip } from './station-link-chip.tsx';

const HOURS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export type ScheduleIssuesPanelProps = {
  centerId: string;
  /** MANAGER and up reach the Quarters tab to fix an overlap. */
  canOpenPlanner: boolean;
  className?: string;
};

function IssueGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="mb-1.5 text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

/**
 * Issue 25 (decision 138): the server's schedule issues, computed from the day as it stands,
 * each leading to its fix: empty critical stations of the quarters not over yet and the next
 * indirect station of each person over the weekly limit open on the quarter view; overlapping
 * quarters open the Quarters tab. People missing later quarters have their own table.
 */
export function ScheduleIssuesPanel({ centerId, canOpenPlanner, className }: ScheduleIssuesPanelProps) {
  const issues = useScheduleIssues(centerId);
  const data = issues.data;
  // The quarters still ahead, in the order they come (a night quarter after midnight falls on the next date).
  const emptyCritical = (data?.empty_critical_stations ?? [])
    .filter((q) => !q.has_ended)
    .sort((a, b) => a.date.localeCompare(b.date) || a.quarter_number - b.quarter_number);
  const overLimit = data?.indirect_over_limit ?? [];
  const overlaps = data?.overlapping_quarters ?? [];
  const hasIssues = emptyCritical.length + overLimit.length + overlaps.length > 0;

  let body;
  if (!data && issues.error) body = <Alert tone="error">{failureText(issues.error, MESSAGES.dashboardLoadFailed)}</Alert>;
  else if (!data) body = <Spinner className="mx-auto my-2 text-slate-400" />;
  else if (!hasIssues) body = <p className="py-2 text-sm text-ink-muted">{MESSAGES.noScheduleIssues}</p>;
  else {
    body = (
      <div className="grid gap-5 md:grid-cols-3">
        {emptyCritical.length > 0 && (
          <IssueGroup title={MESSAGES.emptyCriticalIssue}>
            <ul className="space-y-1.5">
              {emptyCritical.map((quarter) => (
                <li key={quarter.quarter_id} className="flex flex-wrap items-baseline gap-x-1.5 gap-y-1 text-sm">
                  <span className="font-semibold text-ink">{quarter.quarter_name}</span>
                  {quarter.stations.map((station) => (
                    <StationLinkChip
                      key={station.id}
                      className="bg-red-50 font-mono text-red-900"
                      target={{
                        station_id: station.id,
                        station_code: station.station_code,
                        quarter_name: quarter.quarter_name,
                        quarter_number: quarter.quarter_number,
                        date: quarter.date,
                      }}
                    />
                  ))}
                </li>
              ))}
            </ul>
          </IssueGroup>
        )}
        {overLimit.length > 0 && (
          <IssueGroup title={MESSAGES.indirectOverLimitIssue}>
            <ul className="space-y-1.5">
              {overLimit.map((person) => (
                <li key={person.employee_id} className="text-sm">
                  <span className="font-semibold text-ink">{person.employee_name}</span>{' '}
                  <span className="text-slate-700">
                    {MESSAGES.indirectWorkedPlanned(HOURS.format(person.hours_worked), HOURS.format(person.hours_planned))}
                  </span>{' '}
                  {person.next_indirect ? (
                    <span className="whitespace-nowrap">
                      {person.next_indirect.quarter_name} <StationLinkChip className="bg-amber-50 text-amber-950" target={person.next_indirect} />
                    </span>
                  ) : (
                    <span className="text-ink-muted">{MESSAGES.noIndirectStationAhead}</span>
                  )}
                </li>
              ))}
            </ul>
          </IssueGroup>
        )}
        {overlaps.length > 0 && (
          <IssueGroup title={MESSAGES.overlappingQuartersIssue}>
            <ul className="space-y-1.5 text-sm">
              {overlaps.map(([first, second]) => (
                <li key={`${first}|${second}`}>{MESSAGES.quartersOverlap(first, second)}</li>
              ))}
            </ul>
            {canOpenPlanner && (
              <Link to="/planner?tab=quarters" className="mt-2 inline-block text-sm font-semibold text-blue-800 underline underline-offset-2">
                {MESSAGES.openQuartersTab}
              </Link>
            )}
          </IssueGroup>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="schedule-issues-title" className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}>
      <h2 id="schedule-issues-title" className="mb-3 text-lg font-semibold text-ink">
        {MESSAGES.scheduleIssuesTitle}
      </h2>
      {body}
    </section>
  );
}
