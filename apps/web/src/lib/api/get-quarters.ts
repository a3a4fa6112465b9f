import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { quarterSchema, type Quarter } from '@stationboard/domain/schemas/quarter-record';
import { CACHE_TTL_MS } from '@stationboard/domain/timings';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /quarters (spec 2 §7): the center's quarters. One list for every screen: the planner's
 * Quarters tab changes it, and the navigation's Quarter link, the map's quarter choice and the
 * realtime patches of the map (lib/live-data.ts) read it.
 */
export async function getQuarters(centerId: string): Promise<Quarter[]> {
  return z.array(quarterSchema).parse(await apiGet('/quarters', { query: { fulfillment_center_id: centerId } }));
}

export const quartersQueryOptions = (centerId: string) =>
  queryOptions({
    queryKey: queryKeys.quarters(centerId),
    queryFn: () => getQuarters(centerId),
    staleTime: CACHE_TTL_MS.quarters,
    gcTime: CACHE_TTL_MS.quarters,
  });

/** Null: no center yet, nothing is fetched. */
export function useQuarters(centerId: string | null) {
  return useQuery({ ...quartersQueryOptions(centerId ?? ''), enabled: centerId !== null });
}
