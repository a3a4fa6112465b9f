import { queryOptions, useQuery } from '@tanstack/react-query';
import { dayPlanSchema, type DayPlan } from '@stationboard/domain/schemas/day-plan';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /day-plan: the plan the print view shows, the one the downloads hold (decision 129). */
export async function getDayPlan(centerId: string, date: string): Promise<DayPlan> {
  return dayPlanSchema.parse(await apiGet('/day-plan', { query: { date, fulfillment_center_id: centerId }, timeoutMs: 30_000 }));
}

/** Under the assignments root: an assignment change anywhere makes it stale. */
export const dayPlanQueryOptions = (centerId: string, date: string) =>
  queryOptions({ queryKey: queryKeys.dayPlan(centerId, date), queryFn: () => getDayPlan(centerId, date), staleTime: 0 });

export function useDayPlan(centerId: string | null, date: string | null) {
  return useQuery({ ...dayPlanQueryOptions(centerId ?? '', date ?? ''), enabled: centerId !== null && date !== null });
}
