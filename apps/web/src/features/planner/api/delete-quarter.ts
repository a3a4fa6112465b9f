import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /quarters/{id} (spec 2 §7): the quarter's assignments go with it (DESIGN §4). */
export async function deleteQuarter({ quarterId, centerId }: { quarterId: string; centerId: string }): Promise<void> {
  await apiRequest(`/quarters/${quarterId}`, { method: 'DELETE', query: { fulfillment_center_id: centerId } });
}
