import { useState } from 'react';
import { MESSAGES } from '@stationboard/domain/messages';
import { localDateTimeInZone } from '@stationboard/domain/quarters/local-time';
import { getQuarterStatus, tvQuarterStatusText } from '@stationboard/domain/quarters/quarter-status';
import { selectTvListQuarter, selectTvQuarter, type QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { TV_QUARTER_REFRESH_MS } from '@stationboard/domain/timings';
import { useNow } from '../../../lib/use-now.ts';

/** TV Mode on the map, or the TV List page: they choose their quarter by different rules (spec 1 §4). */
export type TvQuarterMode = 'tvMode' | 'tvList';

export type TvQuarter<Q extends QuarterTiming> = {
  /** The quarter the screen shows and scans into; null only when the center has no quarters. */
  quarter: Q | null;
  /**
   * TV Mode: 'Manual Mode • <quarter>' once picked, else the status of the automatic choice
   * ('Active until …', 'Transition period • …', 'Starts in …'). The TV List has none: its
   * quarter may have ended already, so "starts in" would mislead.
   */
  statusText: string | null;
  isManual: boolean;
  /** Today in the center's time zone (YYYY-MM-DD): the date of the assignments shown. */
  date: string;
  /** A manual pick: the choice then stays fixed (spec 1 §4). */
  pickQuarter: (quarterId: string) => void;
  /** Back to the automatic choice, as on leaving TV Mode. */
  clearManualQuarter: () => void;
};

/**
 * The quarter of a TV screen, chosen again every 30 s (spec 1 §9 TV quarter refresh) from the
 * center's clock: selectTvQuarter for TV Mode, selectTvListQuarter for the TV List.
 */
export function useTvQuarter<Q extends QuarterTiming>({
  quarters,
  timeZone,
  mode,
}: {
  quarters: readonly Q[] | undefined;
  timeZone: string;
  mode: TvQuarterMode;
}): TvQuarter<Q> {
  const now = useNow(TV_QUARTER_REFRESH_MS);
  const local = localDateTimeInZone(now, timeZone);
  const [manualId, setManualId] = useState<string | null>(null);

  const select = mode === 'tvMode' ? selectTvQuarter : selectTvListQuarter;
  const automatic = quarters ? select(quarters, local.minutes) : null;
  // A picked quarter that has since been deleted falls back to the automatic choice.
  const manual = manualId ? (quarters?.find((q) => q.id === manualId) ?? null) : null;
  const quarter = manual ?? automatic;

  let statusText: string | null = null;
  if (manual) statusText = MESSAGES.manualMode(manual.quarter_name);
  else if (mode === 'tvMode' && quarter && quarters) statusText = tvQuarterStatusText(getQuarterStatus(quarter, quarters, local.minutes));

  return {
    quarter,
    statusText,
    isManual: manual !== null,
    date: local.date,
    pickQuarter: setManualId,
    clearManualQuarter: () => setManualId(null),
  };
}
