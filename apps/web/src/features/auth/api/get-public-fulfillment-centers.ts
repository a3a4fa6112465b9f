import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { publicFulfillmentCenterSchema, type PublicFulfillmentCenter } from '@stationboard/domain/schemas/fulfillment-center';
import { CACHE_TTL_MS } from '@stationboard/domain/timings';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function getPublicFulfillmentCenters(): Promise<PublicFulfillmentCenter[]> {
  return z.array(publicFulfillmentCenterSchema).parse(await apiGet('/fulfillment-centers/public', { auth: false }));
}

export const publicFulfillmentCentersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.publicFulfillmentCenters(),
    queryFn: getPublicFulfillmentCenters,
    staleTime: CACHE_TTL_MS.fulfillmentCenters,
    gcTime: CACHE_TTL_MS.fulfillmentCenters,
  });

/** Only the sign-up form needs the list, so it is fetched when that form shows. */
export function usePublicFulfillmentCenters({ enabled }: { enabled: boolean }) {
  return useQuery({ ...publicFulfillmentCentersQueryOptions(), enabled });
}
