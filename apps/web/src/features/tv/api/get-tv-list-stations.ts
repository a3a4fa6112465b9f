import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { stationSchema } from '@stationboard/domain/schemas/floor-map';
import { TV_LIST_REFRESH_MS } from '@stationboard/domain/timings';
import { apiGet } from '../../../lib/api-client.ts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export type TvListQuery = { centerId: string; quarterId: string; date: string };

/** One line of the TV List: who stands at which station. */
export type TvListRow = { stationId: string; stationCode: string; employeeName: string };

/** GET /stations with the quarter's assignments; the TV List needs only the occupied ones. */
export async function getTvListRows({ centerId, quarterId, date }: TvListQuery): Promise<TvListRow[]> {
  const stations = z.array(stationSchema).parse(
    await apiGet('/stations', { query: { fulfillment_center_id: centerId, quarter_id: quarterId, assignment_date: date } }),
  );
  return stations.flatMap((station) =>
    station.current_assignment
      ? [{ stationId: station.id, stationCode: station.station_code, employeeName: station.current_assignment.employee_name }]
      : [],
  );
}

export const tvListQueryOptions = (query: TvListQuery) =>
  queryOptions({
    // Under the stations root, so realtime and scans reload it with the map.
    queryKey: [QUERY_ROOTS.stations, 'tv-list', query.centerId, query.quarterId, query.date] as const,
    queryFn: () => getTvListRows(query),
  });

/** Reloaded every 15 s (spec 1 §9); a new quarter keeps the old list up until it arrives. */
export function useTvListRows(query: TvListQuery | null) {
  return useQuery({
    ...tvListQueryOptions(query ?? { centerId: '', quarterId: '', date: '' }),
    enabled: query !== null,
    refetchInterval: TV_LIST_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
