import type { FulfillmentCenterCreateInput } from '@stationboard/domain/schemas/fulfillment-center-input';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /fulfillment-centers (spec 2 §7): ADMIN and up; the server adds the three station types. */
export async function createFulfillmentCenter(input: FulfillmentCenterCreateInput): Promise<void> {
  await apiPost('/fulfillment-centers', input);
}
