import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CACHE_TTL_MS } from '@stationboard/domain/timings';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const stationRefSchema = z.object({ id: z.string(), station_code: z.string(), line_number: z.number().int().nullable() });

/** Spec 2 §3 rotation rule as GET /rotation-rules answers it. */
const rotationRuleSchema = z.object({
  id: z.string(),
  from_station_id: z.string(),
  to_station_id: z.string(),
  from_station: stationRefSchema,
  to_station: stationRefSchema,
  line_number: z.number().int().nullable(),
  fulfillment_center_id: z.string(),
});

export type RotationRule = z.infer<typeof rotationRuleSchema>;

export async function getRotationRules(centerId: string): Promise<RotationRule[]> {
  return z.array(rotationRuleSchema).parse(await apiGet('/rotation-rules', { query: { fulfillment_center_id: centerId } }));
}

export const rotationRulesQueryOptions = (centerId: string) =>
  queryOptions({
    queryKey: queryKeys.rotationRules(centerId),
    queryFn: () => getRotationRules(centerId),
    staleTime: CACHE_TTL_MS.rotationRules,
    gcTime: CACHE_TTL_MS.rotationRules,
  });

export function useRotationRules(centerId: string) {
  return useQuery(rotationRulesQueryOptions(centerId));
}
