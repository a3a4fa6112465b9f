import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { stationSchema, type MapAssignment, type Station } from '@stationboard/domain/schemas/floor-map';
import { CACHE_TTL_MS, STATION_REFRESH_MS } from '@stationboard/domain/timings';
import { getLive, type LiveQueryContext } from '../live-data.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /stations with each station's assignment: the floor map and the quarter view read the
 * same list under the same key, so the assignment popover's changes show on both at once.
 * One query: a center, a quarter (null in a break: no assignments) and a date.
 */
export type StationsQuery = { centerId: string; quarterId: string | null; date: string };

const stationsSchema = z.array(stationSchema);

/** Live (lib/live-data.ts): realtime changes patch it, and a poll with nothing new is a 304. */
export function getStations({ centerId, quarterId, date }: StationsQuery, context: LiveQueryContext): Promise<Station[]> {
  const query = { fulfillment_center_id: centerId, quarter_id: quarterId ?? undefined, assignment_date: date };
  return getLive(context, '/stations', query, (data) => stationsSchema.parse(data));
}

export const stationsQueryOptions = (query: StationsQuery) =>
  queryOptions({
    queryKey: queryKeys.stations(query),
    queryFn: (context) => getStations(query, context),
    staleTime: CACHE_TTL_MS.stations,
    gcTime: CACHE_TTL_MS.stations,
  });

/**
 * What a screen shows while another quarter (or date) loads. Never the previous quarter's
 * people (spec 2 §4: the assignment cache is cleared when the quarter changes; issue 25,
 * decision 138): 'none' shows nothing until the new list is there (the quarter view, the
 * dashboard, the wallboard), 'layout' keeps the stations where they stand with nobody on
 * them, so the map's cards do not blink away (`isPlaceholderData` tells the screen).
 */
export type StationsPlaceholder = 'none' | 'layout';

const withoutPeople = (station: Station): Station => ({ ...station, current_assignment: null, next_assignment: null });

/** Live: reloaded every 15 s (spec 1 §9, spec 2 §4). */
export function useStations(query: StationsQuery | null, { live, placeholder = 'none' }: { live: boolean; placeholder?: StationsPlaceholder }) {
  return useQuery({
    ...stationsQueryOptions(query ?? { centerId: '', quarterId: null, date: '' }),
    enabled: query !== null,
    refetchInterval: live ? STATION_REFRESH_MS : false,
    placeholderData: placeholder === 'layout' ? (previous: Station[] | undefined) => previous?.map(withoutPeople) : undefined,
  });
}

/** Changes one station in the cached map at once; the next load brings the server's word. */
export function updateCachedStation(queryClient: QueryClient, query: StationsQuery, stationId: string, update: (station: Station) => Station): void {
  queryClient.setQueryData<Station[]>(queryKeys.stations(query), (stations) => stations?.map((s) => (s.id === stationId ? update(s) : s)));
}

/**
 * Puts an assignment on its station in the cached map at once, and takes its person off any
 * other station there (a move, issue 25: a person holds one station a quarter).
 */
export function placeCachedAssignment(queryClient: QueryClient, query: StationsQuery, stationId: string, assignment: MapAssignment): void {
  queryClient.setQueryData<Station[]>(queryKeys.stations(query), (stations) =>
    stations?.map((s) => {
      if (s.id === stationId) return { ...s, current_assignment: assignment };
      return s.current_assignment?.employee_id === assignment.employee_id ? { ...s, current_assignment: null } : s;
    }),
  );
}
