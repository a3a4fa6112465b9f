import { quarterRouteKey } from '@stationboard/domain/quarters/quarter-key';
import { selectCurrentQuarter } from '@stationboard/domain/quarters/select-quarter';
import { useCenterMinute } from '../../../lib/use-center-clock.ts';
import { useQuarters } from '../../../lib/api/get-quarters.ts';

/** Spec 1 §2: the link before the quarters are known, or when a center has none. */
export const DEFAULT_QUARTER_PATH = '/q/1';

/**
 * The navigation's quarter link (spec 1 §2): /q/ plus the digits of the current quarter's
 * name in the center's own time zone, /q/1 by default. Pass a null center to skip the fetch.
 */
export function useCurrentQuarterPath(fulfillmentCenterId: string | null, timeZone: string | undefined): string {
  const quarters = useQuarters(fulfillmentCenterId);
  // Follows the shift as quarters change.
  const now = useCenterMinute(timeZone);
  const current = quarters.data ? selectCurrentQuarter(quarters.data, now) : null;
  return current ? `/q/${quarterRouteKey(current.quarter)}` : DEFAULT_QUARTER_PATH;
}
