import { apiPut } from '../api-client.ts';

type Listener = () => Promise<void>;
const switchedListeners = new Set<Listener>();

/**
 * PUT /auth/fulfillment-center: an ADMIN or SUDO chooses the center they act on (spec 1 §2).
 * Both the warehouse selector and the planner's Facilities tab switch, and every cached list
 * and the role belong to the previous center, so the listeners (the auth provider reloads the
 * role and clears the caches) have run by the time this resolves, whichever screen switched.
 */
export async function switchFulfillmentCenter(fulfillmentCenterId: string): Promise<void> {
  await apiPut('/auth/fulfillment-center', { fulfillment_center_id: fulfillmentCenterId });
  await Promise.all([...switchedListeners].map((listener) => listener()));
}

export function onFulfillmentCenterSwitched(listener: Listener): () => void {
  switchedListeners.add(listener);
  return () => switchedListeners.delete(listener);
}
