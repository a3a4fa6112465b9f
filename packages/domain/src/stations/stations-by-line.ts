import { MESSAGES } from '../messages.ts';
import { compareStationsByCode } from './station-code.ts';
import { isIndirectStation, isLineStation, LINE_NUMBERS, type StationKindFacts } from './station-kind.ts';

export type StationGroup<T> = { key: string; title: string; stations: T[] };

/**
 * Issue 18: the floor map's list for phones, station by station as the floor reads: Line 1 to
 * Line 4, then the indirect roles, then anything else, each in code order. Placed on the map or
 * not: the list is where a phone reaches every station. Empty groups are left out.
 */
export function groupStationsByLine<T extends StationKindFacts & { id: string; station_code: string }>(stations: readonly T[]): StationGroup<T>[] {
  const sorted = [...stations].sort(compareStationsByCode);
  const groups: StationGroup<T>[] = [
    ...LINE_NUMBERS.map((line) => ({
      key: `line-${line}`,
      title: MESSAGES.lineLabel(line),
      stations: sorted.filter((s) => isLineStation(s) && s.line_number === line),
    })),
    { key: 'indirect', title: MESSAGES.indirectStationsGroup, stations: sorted.filter(isIndirectStation) },
    { key: 'other', title: MESSAGES.otherStationsGroup, stations: sorted.filter((s) => !isLineStation(s) && !isIndirectStation(s)) },
  ];
  return groups.filter((group) => group.stations.length > 0);
}
