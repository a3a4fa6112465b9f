import { localDateTimeInZone } from '@stationboard/domain/quarters/local-time';
import { getQuarterStatus, tvQuarterStatusText } from '@stationboard/domain/quarters/quarter-status';
import { selectCurrentQuarter, type QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { DASHBOARD_QUARTER_REFRESH_MS } from '@stationboard/domain/timings';
import { useNow } from '../../../lib/use-now.ts';

export type DashboardQuarter<Q extends QuarterTiming> = {
  /** Null while the quarters load, or when the center has none. */
  quarter: Q | null;
  /** 'Active until 14:00', 'Transition period • Next: Q3 in 25min', 'Starts in 40 minutes'. */
  statusText: string | null;
  /** Today in the center's time zone (YYYY-MM-DD): the date of every figure shown. */
  date: string;
};

/**
 * Spec 2 §4: the current quarter (the active one, else the one holding the time, else the next)
 * and its display status, chosen again every 30 s from the center's clock.
 */
export function useDashboardQuarter<Q extends QuarterTiming>(quarters: readonly Q[] | undefined, timeZone: string): DashboardQuarter<Q> {
  const now = useNow(DASHBOARD_QUARTER_REFRESH_MS);
  const local = localDateTimeInZone(now, timeZone);
  const quarter = quarters ? selectCurrentQuarter(quarters, local.minutes) : null;
  // The status texts are the ones TV Mode shows (spec 1 §4 and spec 2 §4 word them alike).
  const statusText = quarter && quarters ? tvQuarterStatusText(getQuarterStatus(quarter, quarters, local.minutes)) : null;
  return { quarter, statusText, date: local.date };
}
