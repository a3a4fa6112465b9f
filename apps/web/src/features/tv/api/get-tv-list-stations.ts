import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { updateTvListColumns, type TvListGrouping } from '@stationboard/domain/assignments/tv-list-columns';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { TV_LIST_REFRESH_MS } from '@stationboard/domain/timings';
import { stationsQueryOptions } from '../../../lib/api/get-stations.ts';

export type TvListQuery = { centerId: string; quarterId: string; date: string };

/** One line of the TV List: who stands at which station. */
export type TvListRow = { stationId: string; stationCode: string; employeeName: string };

/** The five columns of rows, A-E to U-Z, each sorted by name. */
export type TvListColumnRows = readonly (readonly TvListRow[])[];

/** One row object per station object: the cache keeps a station unchanged by a change identical, so its row is too. */
const rowOfStation = new WeakMap<Station, TvListRow>();

function rowOf(station: Station): TvListRow | null {
  const assignment = station.current_assignment;
  if (!assignment) return null;
  let row = rowOfStation.get(station);
  if (!row) {
    row = { stationId: station.id, stationCode: station.station_code, employeeName: assignment.employee_name };
    rowOfStation.set(station, row);
  }
  return row;
}

const nameOf = (row: TvListRow) => row.employeeName;

/**
 * The TV List needs only the occupied stations of the map's list, in its columns. Each list
 * keeps its grouping from one change to the next (issue 26): a change re-sorts only the
 * column it touched, and the other columns stay the same arrays, which the screen does not
 * lay out again.
 */
function columnsSelector(): (stations: Station[]) => TvListColumnRows {
  let grouping: TvListGrouping<TvListRow> | null = null;
  return (stations) => {
    grouping = updateTvListColumns(
      grouping,
      stations.flatMap((station) => rowOf(station) ?? []),
      nameOf,
    );
    return grouping.columns;
  };
}

/**
 * The map's own query (GET /stations, live: realtime changes patch it), read as the TV List's
 * columns; reloaded every 15 s (spec 1 §9); a new quarter keeps the old list up until it arrives.
 */
export function useTvListColumns(query: TvListQuery | null) {
  const [select] = useState(columnsSelector);
  return useQuery({
    ...stationsQueryOptions(query ?? { centerId: '', quarterId: null, date: '' }),
    enabled: query !== null,
    select,
    refetchInterval: TV_LIST_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
