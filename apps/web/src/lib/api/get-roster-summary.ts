import { queryOptions, useQuery } from '@tanstack/react-query';
import { rosterSummarySchema, type RosterSummary } from '@stationboard/domain/schemas/roster';
import { DASHBOARD_QUARTER_REFRESH_MS } from '@stationboard/domain/timings';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export type RosterSummaryQuery = { centerId: string; date: string };

/** GET /roster/summary (decision 154): per shift of an operating day, rostered, planned, checked in and the forecast. */
export async function getRosterSummary({ centerId, date }: RosterSummaryQuery, signal?: AbortSignal): Promise<RosterSummary> {
  const data = await apiGet<unknown>('/roster/summary', { query: { fulfillment_center_id: centerId, date }, signal });
  return rosterSummarySchema.parse(data);
}

export const rosterSummaryQueryOptions = (query: RosterSummaryQuery) =>
  queryOptions({ queryKey: queryKeys.rosterSummary(query.centerId, query.date), queryFn: ({ signal }) => getRosterSummary(query, signal) });

/** Reloaded with the dashboard's quarter data (spec 2 §4: every 30 s) and on every assignment change. */
export function useRosterSummary(query: RosterSummaryQuery) {
  return useQuery({ ...rosterSummaryQueryOptions(query), refetchInterval: DASHBOARD_QUARTER_REFRESH_MS });
}
