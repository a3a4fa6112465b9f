import { z } from 'zod';
import { apiRequest } from '../api-client.ts';

const answerSchema = z.object({ id: z.string(), is_active: z.boolean() });

/** PATCH /stations/{id}/toggle-active (spec 1 §7): the server flips the flag and says where it landed. */
export async function toggleStationActive({ stationId, centerId }: { stationId: string; centerId: string }): Promise<{ id: string; is_active: boolean }> {
  const { data } = await apiRequest(`/stations/${stationId}/toggle-active`, { method: 'PATCH', query: { fulfillment_center_id: centerId } });
  return answerSchema.parse(data);
}
