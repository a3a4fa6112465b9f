import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { routingAreaSchema, type RoutingArea } from '@stationboard/domain/schemas/routing-area';
import { CACHE_TTL_MS } from '@stationboard/domain/timings';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /routing-areas: every external routing area of the center, ordered by name by the server. */
export async function getRoutingAreas(centerId: string): Promise<RoutingArea[]> {
  return z.array(routingAreaSchema).parse(await apiGet('/routing-areas', { query: { fulfillment_center_id: centerId } }));
}

export const routingAreasQueryOptions = (centerId: string) =>
  queryOptions({
    queryKey: queryKeys.routingAreas(centerId),
    queryFn: () => getRoutingAreas(centerId),
    staleTime: CACHE_TTL_MS.routingAreas,
    gcTime: CACHE_TTL_MS.routingAreas,
  });

export function useRoutingAreas(centerId: string) {
  return useQuery(routingAreasQueryOptions(centerId));
}
