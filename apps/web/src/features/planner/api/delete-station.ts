import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /stations/{id} (ADMIN, decision 019): its assignments, rules and configs go with it. */
export async function deleteStation({ stationId, centerId }: { stationId: string; centerId: string }): Promise<void> {
  await apiRequest(`/stations/${stationId}`, { method: 'DELETE', query: { fulfillment_center_id: centerId } });
}
