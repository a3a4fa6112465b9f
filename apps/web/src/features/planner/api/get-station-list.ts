import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { stationSchema, type Station } from '@stationboard/domain/schemas/floor-map';
import { CACHE_TTL_MS } from '@stationboard/domain/timings';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /stations without a quarter: every station of the center with its flags, for the planner's tables. */
export async function getStationList(centerId: string): Promise<Station[]> {
  return z.array(stationSchema).parse(await apiGet('/stations', { query: { fulfillment_center_id: centerId } }));
}

export const stationListQueryOptions = (centerId: string) =>
  queryOptions({
    // Under the stations root, so the map's toggles and realtime reloads reach the planner too.
    queryKey: queryKeys.stationList(centerId),
    queryFn: () => getStationList(centerId),
    staleTime: CACHE_TTL_MS.stations,
    gcTime: CACHE_TTL_MS.stations,
  });

export function useStationList(centerId: string) {
  return useQuery(stationListQueryOptions(centerId));
}
