import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { stationTypeSchema, type StationType } from '@stationboard/domain/schemas/floor-map';
import { CACHE_TTL_MS } from '@stationboard/domain/timings';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /station-types (spec 2 §7): the choices of the station form's type select. */
export async function getStationTypes(centerId: string): Promise<StationType[]> {
  return z.array(stationTypeSchema).parse(await apiGet('/station-types', { query: { fulfillment_center_id: centerId } }));
}

export const stationTypesQueryOptions = (centerId: string) =>
  queryOptions({
    queryKey: queryKeys.stationTypes(centerId),
    queryFn: () => getStationTypes(centerId),
    staleTime: CACHE_TTL_MS.stationTypes,
    gcTime: CACHE_TTL_MS.stationTypes,
  });

export function useStationTypes(centerId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...stationTypesQueryOptions(centerId), enabled });
}
