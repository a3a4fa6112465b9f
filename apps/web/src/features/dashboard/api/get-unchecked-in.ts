import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { uncheckedInSchema } from '@stationboard/domain/schemas/dashboard';
import { DASHBOARD_QUARTER_REFRESH_MS } from '@stationboard/domain/timings';
import { getLive, type LiveQueryContext } from '../../../lib/live-data.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type UncheckedIn = z.infer<typeof uncheckedInSchema>;

/** The server names the quarter by its number here (spec 2 §7). */
export type UncheckedInQuery = { centerId: string; quarterNumber: number; date: string };

/** Polled with its ETag (lib/live-data.ts): 304 while nothing changed. */
export function getUncheckedIn({ centerId, quarterNumber, date }: UncheckedInQuery, context: LiveQueryContext): Promise<UncheckedIn[]> {
  const query = { fulfillment_center_id: centerId, quarter_number: quarterNumber, assignment_date: date };
  return getLive(context, '/employees/unchecked-in', query, (data) => z.array(uncheckedInSchema).parse(data));
}

export const uncheckedInQueryOptions = (query: UncheckedInQuery) =>
  queryOptions({ queryKey: queryKeys.uncheckedIn(query), queryFn: (context) => getUncheckedIn(query, context) });

export function useUncheckedIn(query: UncheckedInQuery | null) {
  return useQuery({
    ...uncheckedInQueryOptions(query ?? { centerId: '', quarterNumber: 0, date: '' }),
    enabled: query !== null,
    refetchInterval: DASHBOARD_QUARTER_REFRESH_MS,
  });
}
