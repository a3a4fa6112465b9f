import { demandDaySchema, demandVolumesInputSchema, type DemandDay } from '@stationboard/domain/schemas/demand';
import { apiPut } from '../../../lib/api-client.ts';

/** PUT /demand/{date} (MANAGER+): one line's units in one quarter; null clears. */
export async function setDemandVolume(centerId: string, date: string, volume: { quarter_id: string; line: number; units: number | null }): Promise<DemandDay> {
  return demandDaySchema.parse(await apiPut(`/demand/${date}`, demandVolumesInputSchema.parse({ volumes: [volume], fulfillment_center_id: centerId })));
}
