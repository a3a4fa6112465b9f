import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { operatingDayOf } from '@stationboard/domain/quarters/operating-day';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { quarterTabCounts } from '@stationboard/domain/quarters/quarter-tabs';
import type { QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { hasMinimumRole, type Role } from '@stationboard/domain/roles/roles';
import { DASHBOARD_QUARTER_REFRESH_MS } from '@stationboard/domain/timings';
import { DayPlanActions } from '../../../components/day-plan/day-plan-actions.tsx';
import { DemandPanel } from '../../../components/demand/demand-panel.tsx';
import { LoadingScreen } from '../../../components/layouts/loading-screen.tsx';
import { ShiftRosterSummary } from '../../../components/roster/shift-roster-summary.tsx';
import { StaffingCounters } from '../../../components/staffing/staffing-counters.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { quarterStatsQueryOptions, type QuarterDayQuery } from '../../../lib/api/get-quarter-stats.ts';
import { useStations } from '../../../lib/api/get-stations.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useRealtimeStatus } from '../../../lib/realtime-status.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { useDashboardQuarter } from '../hooks/use-dashboard-quarter.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { HeadcountCopy } from './headcount-copy.tsx';
import { IndirectHoursTable } from './indirect-hours-table.tsx';
import { LineAssignmentsPanel } from './line-assignments-panel.tsx';
import { CallOutOpeningsTable } from './call-out-openings-table.tsx';
import { MissingAssignmentsTable } from './missing-assignments-table.tsx';
import { ScheduleIssuesPanel } from './schedule-issues-panel.tsx';
import { UncheckedInTable } from './unchecked-in-table.tsx';

export type DashboardScreenProps = {
  centerId: string;
  /** Names the day plan's files (GEG1-day-plan-….xlsx). */
  centerCode?: string;
  timeZone: string;
  role: Role;
  /** The center's quarters, reloaded every 30 s by the caller (spec 2 §4). */
  quarters: readonly QuarterTiming[] | undefined;
  quartersError: unknown;
  /** Reloads the quarters; rejects when that fails. */
  refreshQuarters: () => Promise<unknown>;
};

/** Spec 2 §2 dashboard (route /): the current quarter's staffing at a glance. */
export function DashboardScreen({ centerId, centerCode = '', timeZone, role, quarters, quartersError, refreshQuarters }: DashboardScreenProps) {
  const queryClient = useQueryClient();
  const realtime = useRealtimeStatus();
  const { quarter, statusText, date, isFlagInForce, isBreak, hasBegun } = useDashboardQuarter(quarters, timeZone);
  const query = useMemo<QuarterDayQuery | null>(() => (quarter ? { centerId, quarterId: quarter.id, date } : null), [centerId, quarter, date]);
  // The day plan's day: the operating day of the quarter shown (decision 080).
  const planDay = quarter ? operatingDayOf({ quarter, date }, quarters ?? []) : date;
  const uncheckedQuery = useMemo(() => (quarter ? { centerId, quarterNumber: quarter.quarter_number, date } : null), [centerId, quarter, date]);

  const stats = useQuery({
    ...quarterStatsQueryOptions(query ?? { centerId, quarterId: '', date }),
    enabled: query !== null,
    refetchInterval: DASHBOARD_QUARTER_REFRESH_MS,
  });
  // The map's and quarter view's list (spec 2 §4: station data reloads every 15 s).
  const stations = useStations(query, { live: true });
  const counts = useMemo(() => (stations.data ? quarterTabCounts(stations.data) : null), [stations.data]);

  // Background reloads fail silently (spec 2 §4); only a press of Refresh reports a failure.
  const refreshing = useAsyncAction();
  const refresh = () =>
    refreshing.run(() => {
      const reload = (queryKey: readonly unknown[]) => queryClient.refetchQueries({ queryKey, type: 'active' }, { throwOnError: true });
      return Promise.all([refreshQuarters(), reload(queryKeys.dashboardOfCenter(centerId)), reload(queryKeys.stationsOfCenter(centerId))]);
    }, MESSAGES.dashboardRefreshFailed);

  if (!quarters && !quartersError) return <LoadingScreen fullHeight={false} />;

  // Counters that did not load say so in the spec's banner and show placeholders, never zeros (decision 138).
  const statsFailed = stats.isError && !stats.data;
  const problems = [
    !quarters && quartersError ? failureText(quartersError, MESSAGES.dashboardLoadFailed) : null,
    statsFailed ? failureText(stats.error, MESSAGES.dashboardLoadFailed) : null,
    stations.error && !stations.data ? failureText(stations.error, MESSAGES.stationDataFailed) : null,
    refreshing.error,
  ].filter((text): text is string => text !== null);
  const missing = statsFailed || !quarter ? 'failed' : 'loading';

  return (
    <div className="mx-auto max-w-screen-2xl space-y-5 px-4 py-5 sm:px-6 sm:py-6">
      <DashboardHeader
        timeZone={timeZone}
        quarter={quarter}
        date={date}
        statusText={statusText}
        isFlagInForce={isFlagInForce}
        isBreak={isBreak}
        realtime={realtime}
        isRefreshing={refreshing.isRunning}
        onRefresh={() => void refresh()}
        actions={
          hasMinimumRole(role, 'MANAGER') ? <DayPlanActions centerId={centerId} centerCode={centerCode} role={role} date={planDay} quarter={quarter} /> : null
        }
      />
      {problems.map((text) => (
        <Alert key={text} tone="error">
          {text}
        </Alert>
      ))}

      <StaffingCounters stats={stats.data} missing={missing} />

      <ShiftRosterSummary centerId={centerId} date={planDay} />

      <DemandPanel centerId={centerId} day={quarter ? planDay : null} quarter={quarter} hasBegun={hasBegun} />

      <div className="grid gap-5 lg:grid-cols-3">
        {quarter && <LineAssignmentsPanel quarter={quarter} counts={counts} className="lg:col-span-2" />}
        <HeadcountCopy stats={stats.data} missing={missing} className={quarter ? undefined : 'lg:col-span-3'} />
      </div>

      <ScheduleIssuesPanel centerId={centerId} canOpenPlanner={hasMinimumRole(role, 'MANAGER')} />

      <div className="grid gap-5 xl:grid-cols-2">
        <IndirectHoursTable centerId={centerId} date={date} />
        <UncheckedInTable query={uncheckedQuery} quarter={quarter} canCheckIn={hasMinimumRole(role, 'MANAGER')} />
        <MissingAssignmentsTable query={query} className="xl:col-span-2" />
        <CallOutOpeningsTable centerId={centerId} day={planDay} className="xl:col-span-2" />
      </div>
    </div>
  );
}
