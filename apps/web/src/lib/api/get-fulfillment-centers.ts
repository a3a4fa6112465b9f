import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fulfillmentCenterSchema, type FulfillmentCenter } from '@stationboard/domain/schemas/account';
import { CACHE_TTL_MS } from '@stationboard/domain/timings';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** ADMIN and SUDO get every center; everyone else only their own. */
export async function getFulfillmentCenters(): Promise<FulfillmentCenter[]> {
  return z.array(fulfillmentCenterSchema).parse(await apiGet('/fulfillment-centers'));
}

export const fulfillmentCentersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.fulfillmentCenters(),
    queryFn: getFulfillmentCenters,
    staleTime: CACHE_TTL_MS.fulfillmentCenters,
    gcTime: CACHE_TTL_MS.fulfillmentCenters,
  });

export function useFulfillmentCenters({ enabled }: { enabled: boolean }) {
  return useQuery({ ...fulfillmentCentersQueryOptions(), enabled });
}
