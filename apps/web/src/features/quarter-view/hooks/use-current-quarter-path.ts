import { localDateTimeInZone } from '@stationboard/domain/quarters/local-time';
import { quarterRouteKey } from '@stationboard/domain/quarters/quarter-key';
import { selectCurrentQuarter } from '@stationboard/domain/quarters/select-quarter';
import { CLOCK_TICK_MS } from '@stationboard/domain/timings';
import { useNow } from '../../../lib/use-now.ts';
import { useQuarters } from '../api/get-quarters.ts';

/** Spec 1 §2: the link before the quarters are known, or when a center has none. */
export const DEFAULT_QUARTER_PATH = '/q/1';

/**
 * The navigation's quarter link (spec 1 §2): /q/ plus the digits of the current quarter's
 * name in the center's own time zone, /q/1 by default. Pass a null center to skip the fetch.
 */
export function useCurrentQuarterPath(fulfillmentCenterId: string | null, timeZone: string | undefined): string {
  const quarters = useQuarters(fulfillmentCenterId);
  // Re-read every minute so the link follows the shift as quarters change.
  const now = useNow(CLOCK_TICK_MS);
  if (!quarters.data) return DEFAULT_QUARTER_PATH;
  let minutes: number;
  try {
    minutes = localDateTimeInZone(now, timeZone).minutes;
  } catch {
    // An unknown zone in a center record should not take the navigation down.
    minutes = localDateTimeInZone(now).minutes;
  }
  const current = selectCurrentQuarter(quarters.data, minutes);
  return current ? `/q/${quarterRouteKey(current)}` : DEFAULT_QUARTER_PATH;
}
