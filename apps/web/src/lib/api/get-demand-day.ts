import { useQuery } from '@tanstack/react-query';
import { demandDaySchema, type DemandDay } from '@stationboard/domain/schemas/demand';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /demand/{date} (decision 156): per quarter and line, units, required, planned, expected and checked in. */
export async function getDemandDay(centerId: string, date: string, signal?: AbortSignal): Promise<DemandDay> {
  return demandDaySchema.parse(await apiGet(`/demand/${date}`, { query: { fulfillment_center_id: centerId }, signal }));
}

/**
 * The demand of an operating day, read by the plan grid and by the dashboard's and quarter view's
 * panels (decision 161). Null: the day is not known yet. Kept under the assignments root, so every
 * assignment change reloads it; `refetchInterval` also picks up volumes another manager typed.
 */
export function useDemandDay(centerId: string, date: string | null, { refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: queryKeys.demandDay(centerId, date ?? ''),
    queryFn: ({ signal }) => getDemandDay(centerId, date!, signal),
    enabled: date !== null,
    placeholderData: (previous) => previous,
    refetchInterval,
  });
}
