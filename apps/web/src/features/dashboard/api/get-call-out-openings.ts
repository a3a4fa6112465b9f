import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callOutOpeningSchema, type CallOutOpening } from '@stationboard/domain/schemas/roster';
import { DASHBOARD_QUARTER_REFRESH_MS } from '@stationboard/domain/timings';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /roster/call-out-openings (decision 153): the stations call-outs on an operating day took
 * people off that nobody holds again. Under the dashboard's key, so an assignment change reloads it.
 */
export const callOutOpeningsQueryOptions = (centerId: string, date: string) =>
  queryOptions({
    queryKey: queryKeys.callOutOpenings(centerId, date),
    queryFn: async (): Promise<CallOutOpening[]> =>
      z.array(callOutOpeningSchema).parse(await apiGet('/roster/call-out-openings', { query: { fulfillment_center_id: centerId, date } })),
  });

export function useCallOutOpenings(centerId: string, date: string) {
  return useQuery({ ...callOutOpeningsQueryOptions(centerId, date), refetchInterval: DASHBOARD_QUARTER_REFRESH_MS });
}
