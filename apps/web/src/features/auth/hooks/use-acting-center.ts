import type { FulfillmentCenter } from '@stationboard/domain/schemas/account';
import { useFulfillmentCenters } from '../../../lib/api/get-fulfillment-centers.ts';
import { useAuth } from './use-auth.ts';

export type ActingCenter = {
  /** The centers this person may see: all for ADMIN and SUDO, their own for the rest. */
  centers: FulfillmentCenter[];
  /** The center they work on now; null while loading or for an account without a role. */
  center: FulfillmentCenter | null;
  isLoading: boolean;
};

export function useActingCenter(): ActingCenter {
  const { role } = useAuth();
  // The list is refused to accounts without a role, so it is not asked for.
  const list = useFulfillmentCenters({ enabled: Boolean(role?.role) });
  const centers = list.data ?? [];
  const center = centers.find((c) => c.id === role?.acting_fulfillment_center_id) ?? null;
  return { centers, center, isLoading: list.isLoading };
}
