import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { quarterSchema, type Quarter } from '@stationboard/domain/schemas/quarter';
import { CACHE_TTL_MS } from '@stationboard/domain/timings';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /quarters: the center's quarters (spec 2 §7). */
export async function getQuarters(centerId: string): Promise<Quarter[]> {
  return z.array(quarterSchema).parse(await apiGet('/quarters', { query: { fulfillment_center_id: centerId } }));
}

/**
 * The same key as the quarter view's list, so a change made here reaches the navigation's
 * Quarter link and the floor map's quarter choice.
 */
export const quartersQueryKey = (centerId: string) => ['quarters', centerId] as const;

export const quartersQueryOptions = (centerId: string) =>
  queryOptions({
    queryKey: quartersQueryKey(centerId),
    queryFn: () => getQuarters(centerId),
    staleTime: CACHE_TTL_MS.quarters,
    gcTime: CACHE_TTL_MS.quarters,
  });

export function useQuarters(centerId: string) {
  return useQuery(quartersQueryOptions(centerId));
}
