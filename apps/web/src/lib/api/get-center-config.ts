import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CACHE_TTL_MS } from '@stationboard/domain/timings';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

const centerConfigSchema = z.object({ id: z.string(), fulfillment_center_id: z.string(), maximum_attendance: z.number().int() });

export type CenterConfig = z.infer<typeof centerConfigSchema>;

/** GET /tv/center-config: the critical flag of a station is kept under this config (spec 1 §7). */
export async function getCenterConfig(centerId: string): Promise<CenterConfig> {
  return centerConfigSchema.parse(await apiGet('/tv/center-config', { query: { fulfillment_center_id: centerId } }));
}

export const centerConfigQueryOptions = (centerId: string) =>
  queryOptions({
    queryKey: queryKeys.centerConfig(centerId),
    queryFn: () => getCenterConfig(centerId),
    staleTime: CACHE_TTL_MS.tvConfigs,
    gcTime: CACHE_TTL_MS.tvConfigs,
  });

export function useCenterConfig(centerId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...centerConfigQueryOptions(centerId), enabled });
}
