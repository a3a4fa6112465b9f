import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /routing-areas/{id}, after the tab's confirmation. */
export async function deleteRoutingArea(areaId: string): Promise<void> {
  await apiRequest(`/routing-areas/${areaId}`, { method: 'DELETE' });
}
