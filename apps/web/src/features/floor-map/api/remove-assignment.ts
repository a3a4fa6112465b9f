import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /stations/{id}/assignments/{assignmentId} (spec 1 §7), naming the center. */
export async function removeAssignment({ stationId, assignmentId, centerId }: { stationId: string; assignmentId: string; centerId: string }): Promise<void> {
  await apiRequest(`/stations/${stationId}/assignments/${assignmentId}`, { method: 'DELETE', query: { fulfillment_center_id: centerId } });
}
