import { queryOptions } from '@tanstack/react-query';
import { quarterStatsSchema, type QuarterStats } from '@stationboard/domain/schemas/quarter-stats';
import { getLive, type LiveQueryContext } from '../live-data.ts';
import { queryKeys } from '../query-keys.ts';

/** One quarter of one center on one date. */
export type QuarterDayQuery = { centerId: string; quarterId: string; date: string };

/** GET /quarters/{id}/stats (spec 2 §7): the counters of the dashboard and the quarter view, live (lib/live-data.ts). */
export function getQuarterStats({ centerId, quarterId, date }: QuarterDayQuery, context: LiveQueryContext): Promise<QuarterStats> {
  const query = { fulfillment_center_id: centerId, assignment_date: date };
  return getLive(context, `/quarters/${encodeURIComponent(quarterId)}/stats`, query, (data) => quarterStatsSchema.parse(data));
}

/** Under the dashboard root, so every assignment change reloads the counters (decision 032). */
export const quarterStatsQueryOptions = (query: QuarterDayQuery) =>
  queryOptions({
    queryKey: queryKeys.quarterStats(query),
    queryFn: (context) => getQuarterStats(query, context),
  });
