import type { FulfillmentCenterUpdateInput } from '@stationboard/domain/schemas/fulfillment-center-input';
import { apiPut } from '../../../lib/api-client.ts';

/** PUT /fulfillment-centers/{id} (spec 2 §7): ADMIN edits the fields; only SUDO sends is_active. */
export async function updateFulfillmentCenter({ centerId, input }: { centerId: string; input: FulfillmentCenterUpdateInput }): Promise<void> {
  await apiPut(`/fulfillment-centers/${centerId}`, input);
}
