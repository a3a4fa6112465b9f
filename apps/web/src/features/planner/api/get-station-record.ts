import { queryOptions, useQuery } from '@tanstack/react-query';
import { stationRecordSchema, type StationRecord } from '@stationboard/domain/schemas/floor-map';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /stations/{id}: one station's record with the skills it requires (issue 15), for the station form. */
export async function getStationRecord(stationId: string): Promise<StationRecord> {
  return stationRecordSchema.parse(await apiGet(`/stations/${stationId}`));
}

export const stationRecordQueryOptions = (stationId: string) =>
  queryOptions({ queryKey: queryKeys.stationRecord(stationId), queryFn: () => getStationRecord(stationId) });

/** Null: a new station, nothing to read. */
export function useStationRecord(stationId: string | null) {
  return useQuery({ ...stationRecordQueryOptions(stationId ?? ''), enabled: stationId !== null });
}
