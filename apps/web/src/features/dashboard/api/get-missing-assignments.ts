import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { missingAssignmentSchema } from '@stationboard/domain/schemas/dashboard';
import { DASHBOARD_QUARTER_REFRESH_MS } from '@stationboard/domain/timings';
import { getLive, type LiveQueryContext } from '../../../lib/live-data.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { QuarterDayQuery } from '../../../lib/api/get-quarter-stats.ts';

export type MissingAssignment = z.infer<typeof missingAssignmentSchema>;

/** Polled with its ETag (lib/live-data.ts): 304 while nothing changed. */
export function getMissingAssignments({ centerId, quarterId, date }: QuarterDayQuery, context: LiveQueryContext): Promise<MissingAssignment[]> {
  const query = { fulfillment_center_id: centerId, current_quarter_id: quarterId, assignment_date: date };
  return getLive(context, '/employees/missing-assignments', query, (data) => z.array(missingAssignmentSchema).parse(data));
}

export const missingAssignmentsQueryOptions = (query: QuarterDayQuery) =>
  queryOptions({
    queryKey: queryKeys.missingAssignments(query),
    queryFn: (context) => getMissingAssignments(query, context),
  });

export function useMissingAssignments(query: QuarterDayQuery | null) {
  return useQuery({
    ...missingAssignmentsQueryOptions(query ?? { centerId: '', quarterId: '', date: '' }),
    enabled: query !== null,
    refetchInterval: DASHBOARD_QUARTER_REFRESH_MS,
  });
}
