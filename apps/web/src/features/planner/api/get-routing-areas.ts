import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CACHE_TTL_MS } from '@stationboard/domain/timings';
import { apiGet } from '../../../lib/api-client.ts';

const routingAreaSchema = z.object({ id: z.string(), fulfillment_center_id: z.string(), area_name: z.string(), is_routing: z.boolean() });

export type RoutingArea = z.infer<typeof routingAreaSchema>;

/** GET /routing-areas: every external routing area of the center, ordered by name by the server. */
export async function getRoutingAreas(centerId: string): Promise<RoutingArea[]> {
  return z.array(routingAreaSchema).parse(await apiGet('/routing-areas', { query: { fulfillment_center_id: centerId } }));
}

export const routingAreasQueryOptions = (centerId: string) =>
  queryOptions({
    queryKey: ['routing-areas', centerId],
    queryFn: () => getRoutingAreas(centerId),
    staleTime: CACHE_TTL_MS.routingAreas,
    gcTime: CACHE_TTL_MS.routingAreas,
  });

export function useRoutingAreas(centerId: string) {
  return useQuery(routingAreasQueryOptions(centerId));
}
