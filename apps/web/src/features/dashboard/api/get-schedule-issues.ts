import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleIssuesSchema, type ScheduleIssues } from '@stationboard/domain/schemas/dashboard';
import { DASHBOARD_QUARTER_REFRESH_MS } from '@stationboard/domain/timings';
import { getLive, type LiveQueryContext } from '../../../lib/live-data.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type { ScheduleIssues };

/** GET /quarters/schedule/{fc}/issues (spec 2 §7): the day's problems, each leading to its fix (decision 138). */
export function getScheduleIssues(centerId: string, context: LiveQueryContext): Promise<ScheduleIssues> {
  return getLive(context, `/quarters/schedule/${encodeURIComponent(centerId)}/issues`, undefined, (data) => scheduleIssuesSchema.parse(data));
}

/** Under the dashboard root: every assignment change reloads it (decision 032). */
export const scheduleIssuesQueryOptions = (centerId: string) =>
  queryOptions({
    queryKey: queryKeys.scheduleIssues(centerId),
    queryFn: (context) => getScheduleIssues(centerId, context),
  });

export function useScheduleIssues(centerId: string) {
  return useQuery({ ...scheduleIssuesQueryOptions(centerId), refetchInterval: DASHBOARD_QUARTER_REFRESH_MS });
}
