import { routingAreaCreateSchema } from '@stationboard/domain/schemas/routing-area';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /routing-areas: a new area starts inactive (spec 2 §3). Throws the schema's error for a blank name. */
export async function createRoutingArea({ areaName, centerId }: { areaName: string; centerId: string }): Promise<void> {
  await apiPost('/routing-areas', { ...routingAreaCreateSchema.parse({ area_name: areaName }), fulfillment_center_id: centerId });
}
