import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { indirectStatSchema } from '@stationboard/domain/schemas/dashboard';
import { DASHBOARD_QUARTER_REFRESH_MS } from '@stationboard/domain/timings';
import { getLive, type LiveQueryContext } from '../../../lib/live-data.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type IndirectStat = z.infer<typeof indirectStatSchema>;

/** One center, Sunday to Saturday (weekBounds of today). */
export type WeekQuery = { centerId: string; start: string; end: string };

/** Polled with its ETag (lib/live-data.ts): 304 while nothing changed. */
export function getIndirectHours({ centerId, start, end }: WeekQuery, context: LiveQueryContext): Promise<IndirectStat[]> {
  const query = { fulfillment_center_id: centerId, start_date: start, end_date: end };
  return getLive(context, '/employees/indirect-assignment-stats', query, (data) => z.array(indirectStatSchema).parse(data));
}

export const indirectHoursQueryOptions = (query: WeekQuery) =>
  queryOptions({
    queryKey: queryKeys.indirectHours(query),
    queryFn: (context) => getIndirectHours(query, context),
  });

export function useIndirectHours(query: WeekQuery) {
  return useQuery({ ...indirectHoursQueryOptions(query), refetchInterval: DASHBOARD_QUARTER_REFRESH_MS });
}
