import { queryOptions, useQuery } from '@tanstack/react-query';
import { planSchema, type Plan } from '@stationboard/domain/schemas/plan';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /plan (issue 27): one operating day's grid of stations by quarters, in one call. */
export async function getPlan(centerId: string, date: string): Promise<Plan> {
  return planSchema.parse(await apiGet('/plan', { query: { date, fulfillment_center_id: centerId } }));
}

/** Kept under the assignments root: an assignment change anywhere reloads it (lib/live-data.ts). */
export const planQueryOptions = (centerId: string, date: string) =>
  queryOptions({ queryKey: queryKeys.planGrid(centerId, date), queryFn: () => getPlan(centerId, date), placeholderData: (previous) => previous });

/** Null: the day is not known yet (the quarters that say which day it is are loading). */
export function usePlan(centerId: string, date: string | null) {
  return useQuery({ ...planQueryOptions(centerId, date ?? ''), enabled: date !== null });
}
