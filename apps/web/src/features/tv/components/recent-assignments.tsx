import { useId } from 'react';
import { tvStationCode } from '@stationboard/domain/stations/station-code';
import { TV_RECENT_ASSIGNMENTS_SHOW } from '@stationboard/domain/timings';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useKioskText } from '../../../lib/i18n/kiosk-language.ts';
import { useRecentAssignments, type RecentAssignmentsQuery } from '../api/get-recent-assignments.ts';

export type RecentAssignmentsProps = {
  centerId: string;
  /** Null while no quarter is chosen: nothing to list. */
  quarterId: string | null;
  date: string;
};

/**
 * Spec 1 §2 'Recent Assignments Today' of the TV Mode overlay: the five newest assignments of
 * the quarter (fetched 20 at a time every 30 s, 10 kept; spec 1 §9), name and station.
 */
export function RecentAssignments({ centerId, quarterId, date }: RecentAssignmentsProps) {
  const query: RecentAssignmentsQuery | null = quarterId ? { centerId, quarterId, date } : null;
  const recent = useRecentAssignments(query);
  const { MESSAGES } = useKioskText();
  const headingId = useId();
  const shown = (recent.data ?? []).slice(0, TV_RECENT_ASSIGNMENTS_SHOW);

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        {MESSAGES.recentAssignmentsToday}
      </h3>
      {recent.isLoading ? (
        <Spinner className="mt-1 size-4 text-slate-400" />
      ) : recent.isError && !recent.data ? (
        <p className="text-sm text-red-700">{MESSAGES.recentAssignmentsFailed}</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-ink-muted">{MESSAGES.recentAssignmentsEmpty}</p>
      ) : (
        <ol className="mt-1 divide-y divide-slate-100">
          {shown.map((assignment) => (
            <li key={assignment.id} className="flex items-baseline justify-between gap-3 py-1 text-sm">
              <span className="truncate text-slate-800">{assignment.employee_name}</span>
              <span className="shrink-0 font-semibold text-slate-900 tabular-nums">{tvStationCode(assignment.station_code)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
