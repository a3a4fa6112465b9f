import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { assignmentSchema, type Assignment } from '@stationboard/domain/schemas/floor-map';
import { TV_RECENT_ASSIGNMENTS_FETCH, TV_RECENT_ASSIGNMENTS_KEEP, TV_RECENT_ASSIGNMENTS_REFRESH_MS } from '@stationboard/domain/timings';
import { getLive, type LiveQueryContext } from '../../../lib/live-data.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One quarter of one center on one date. */
export type RecentAssignmentsQuery = { centerId: string; quarterId: string; date: string };

const pageSchema = z.object({ data: z.array(assignmentSchema) });

const newestFirst = (a: Assignment, b: Assignment) => Date.parse(b.created_at) - Date.parse(a.created_at);

/** Spec 1 §9: fetch 20, newest first, keep 10 (the panel shows 5); live (lib/live-data.ts). */
export function getRecentAssignments({ centerId, quarterId, date }: RecentAssignmentsQuery, context: LiveQueryContext): Promise<Assignment[]> {
  const query = { fulfillment_center_id: centerId, assignment_date: date, limit: TV_RECENT_ASSIGNMENTS_FETCH, page: 1 };
  // The server already answers newest first; sorting again costs nothing and keeps the promise.
  return getLive(context, `/quarters/${encodeURIComponent(quarterId)}/assignments`, query, (page) =>
    pageSchema.parse(page).data.sort(newestFirst).slice(0, TV_RECENT_ASSIGNMENTS_KEEP),
  );
}

export const recentAssignmentsQueryOptions = (query: RecentAssignmentsQuery) =>
  queryOptions({
    // Under the quarter-assignments root, so realtime and scans reload it with the rest.
    queryKey: queryKeys.recentAssignments(query),
    queryFn: (context) => getRecentAssignments(query, context),
  });

/** Reloaded every 30 s (spec 1 §9); null while no quarter is chosen. */
export function useRecentAssignments(query: RecentAssignmentsQuery | null) {
  return useQuery({
    ...recentAssignmentsQueryOptions(query ?? { centerId: '', quarterId: '', date: '' }),
    enabled: query !== null,
    refetchInterval: TV_RECENT_ASSIGNMENTS_REFRESH_MS,
  });
}
