import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { TV_LIST_REFRESH_MS } from '@stationboard/domain/timings';
import { stationsQueryOptions } from '../../../lib/api/get-stations.ts';

export type TvListQuery = { centerId: string; quarterId: string; date: string };

/** One line of the TV List: who stands at which station. */
export type TvListRow = { stationId: string; stationCode: string; employeeName: string };

/** The TV List needs only the occupied stations of the map's list. */
function occupiedRows(stations: Station[]): TvListRow[] {
  return stations.flatMap((station) =>
    station.current_assignment ? [{ stationId: station.id, stationCode: station.station_code, employeeName: station.current_assignment.employee_name }] : [],
  );
}

/**
 * The map's own query (GET /stations, live: realtime changes patch it), read as rows;
 * reloaded every 15 s (spec 1 §9); a new quarter keeps the old list up until it arrives.
 */
export function useTvListRows(query: TvListQuery | null) {
  return useQuery({
    ...stationsQueryOptions(query ?? { centerId: '', quarterId: null, date: '' }),
    enabled: query !== null,
    select: occupiedRows,
    refetchInterval: TV_LIST_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
