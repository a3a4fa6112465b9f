import { queryOptions, useQuery } from '@tanstack/react-query';
import { demandStandardsInputSchema, demandStandardsSchema, type DemandStandards, type DemandStandardsInput } from '@stationboard/domain/schemas/demand';
import { apiGet, apiPut } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /demand/standards (decision 156): every line's bounds, every station's rate and high-strain flag, and N. */
export async function getDemandStandards(centerId: string): Promise<DemandStandards> {
  return demandStandardsSchema.parse(await apiGet('/demand/standards', { query: { fulfillment_center_id: centerId } }));
}

export function useDemandStandards(centerId: string) {
  return useQuery(queryOptions({ queryKey: queryKeys.demandStandards(centerId), queryFn: () => getDemandStandards(centerId) }));
}

/** PUT /demand/standards (ADMIN+): only what is sent changes. */
export async function updateDemandStandards(centerId: string, input: Omit<DemandStandardsInput, 'fulfillment_center_id'>): Promise<DemandStandards> {
  return demandStandardsSchema.parse(await apiPut('/demand/standards', demandStandardsInputSchema.parse({ ...input, fulfillment_center_id: centerId })));
}
