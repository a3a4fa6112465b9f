import { routingAreaUpdateSchema } from '@stationboard/domain/schemas/routing-area';
import { apiPut } from '../../../lib/api-client.ts';

/** PUT /routing-areas/{id}: the Active/Inactive switch (is_routing). */
export async function updateRoutingArea({ areaId, isRouting }: { areaId: string; isRouting: boolean }): Promise<void> {
  await apiPut(`/routing-areas/${areaId}`, routingAreaUpdateSchema.parse({ is_routing: isRouting }));
}
