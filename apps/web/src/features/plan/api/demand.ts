import { useQuery } from '@tanstack/react-query';
import { demandDaySchema, demandVolumesInputSchema, type DemandDay } from '@stationboard/domain/schemas/demand';
import { apiGet, apiPut } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /demand/{date}: per quarter and line, units, required, planned, expected and checked in. */
export async function getDemandDay(centerId: string, date: string): Promise<DemandDay> {
  return demandDaySchema.parse(await apiGet(`/demand/${date}`, { query: { fulfillment_center_id: centerId } }));
}

/** Null: the day is not known yet. Kept under the assignments root, so the grid's changes reload it. */
export function useDemandDay(centerId: string, date: string | null) {
  return useQuery({
    queryKey: queryKeys.demandDay(centerId, date ?? ''),
    queryFn: () => getDemandDay(centerId, date!),
    enabled: date !== null,
    placeholderData: (previous) => previous,
  });
}

/** PUT /demand/{date} (MANAGER+): one line's units in one quarter; null clears. */
export async function setDemandVolume(centerId: string, date: string, volume: { quarter_id: string; line: number; units: number | null }): Promise<DemandDay> {
  return demandDaySchema.parse(await apiPut(`/demand/${date}`, demandVolumesInputSchema.parse({ volumes: [volume], fulfillment_center_id: centerId })));
}
