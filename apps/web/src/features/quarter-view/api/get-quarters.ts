import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CACHE_TTL_MS } from '@stationboard/domain/timings';
import { apiGet } from '../../../lib/api-client.ts';

/** The fields of a quarter record (spec 2 §3) this side reads. */
const quarterSchema = z.object({
  id: z.string(),
  quarter_name: z.string(),
  quarter_number: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  shift: z.string(),
  is_active: z.boolean(),
  fulfillment_center_id: z.string(),
});

export type Quarter = z.infer<typeof quarterSchema>;

export async function getQuarters(fulfillmentCenterId: string): Promise<Quarter[]> {
  return z.array(quarterSchema).parse(await apiGet('/quarters', { query: { fulfillment_center_id: fulfillmentCenterId } }));
}

export const quartersQueryOptions = (fulfillmentCenterId: string) =>
  queryOptions({
    queryKey: ['quarters', fulfillmentCenterId],
    queryFn: () => getQuarters(fulfillmentCenterId),
    staleTime: CACHE_TTL_MS.quarters,
    gcTime: CACHE_TTL_MS.quarters,
  });

export function useQuarters(fulfillmentCenterId: string | null) {
  return useQuery({ ...quartersQueryOptions(fulfillmentCenterId ?? ''), enabled: fulfillmentCenterId !== null });
}
