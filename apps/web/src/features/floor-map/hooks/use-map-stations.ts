import { useMemo, useState } from 'react';
import { isAwaitingArrival, showsArrival } from '@stationboard/domain/assignments/arrival';
import { employeePlacements } from '@stationboard/domain/assignments/employee-placements';
import type { LocalDateTime } from '@stationboard/domain/quarters/local-time';
import type { QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { canvasBounds } from '@stationboard/domain/stations/canvas-bounds';
import { useStations, type StationsQuery } from '../../../lib/api/get-stations.ts';
import type { QuarterChoice } from '../../../lib/use-quarter-choice.ts';

type UseMapStationsOptions = {
  centerId: string;
  quarters: readonly QuarterTiming[] | undefined;
  choice: QuarterChoice<QuarterTiming>;
  now: LocalDateTime;
};

/**
 * The stations the map shows for its quarter, live unless paused, with where each person
 * stands (issue 25: the popover's results say it) and the canvas they need. Another quarter
 * loads with the cards where they stand and nobody on them: never the last quarter's people.
 * In the quarter people are arriving for, the map shows who has checked in and can show only
 * who has not (issue 25).
 */
export function useMapStations({ centerId, quarters, choice, now }: UseMapStationsOptions) {
  const [isLive, setIsLive] = useState(true);
  const quarterId = choice.occurrence?.quarter.id ?? null;
  const date = choice.date;
  const query = useMemo<StationsQuery | null>(() => (quarters ? { centerId, quarterId, date } : null), [quarters, centerId, quarterId, date]);
  const stations = useStations(query, { live: isLive, placeholder: 'layout' });
  const all = useMemo(() => stations.data ?? [], [stations.data]);
  const placements = useMemo(() => employeePlacements(all), [all]);
  const bounds = useMemo(() => canvasBounds(all), [all]);
  const isLoadingPeople = stations.isPlaceholderData;

  const showArrival = quarters !== undefined && showsArrival(choice.occurrence, quarters, now) && !isLoadingPeople;
  const [isAwaitingOnly, setIsAwaitingOnly] = useState(false);
  const isFiltered = showArrival && isAwaitingOnly;
  const shown = useMemo(() => (isFiltered ? all.filter(isAwaitingArrival) : all), [isFiltered, all]);

  return {
    query,
    stations,
    /** Every station of the quarter, on the map or not. */
    all,
    /** What the map and the list show: all, or only those awaiting arrival. */
    shown,
    placements,
    bounds,
    isLoadingPeople,
    showArrival,
    isFiltered,
    isLive,
    toggleLive: () => setIsLive((live) => !live),
    arrivalFilter: showArrival ? { isOn: isAwaitingOnly, onToggle: () => setIsAwaitingOnly((on) => !on) } : null,
  };
}

export type MapStations = ReturnType<typeof useMapStations>;
