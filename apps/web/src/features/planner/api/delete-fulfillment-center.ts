import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /fulfillment-centers/{id} (spec 2 §7): SUDO only; everything in the center goes with it. */
export async function deleteFulfillmentCenter(centerId: string): Promise<void> {
  await apiRequest(`/fulfillment-centers/${centerId}`, { method: 'DELETE' });
}
