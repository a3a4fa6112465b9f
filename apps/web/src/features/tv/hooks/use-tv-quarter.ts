import { KIOSK_MESSAGES } from '../../../lib/i18n/kiosk-messages.ts';
import { getQuarterStatus, tvQuarterStatusText } from '@stationboard/domain/quarters/quarter-status';
import { selectTvListQuarter, selectTvQuarter, type QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { useCenterMinute } from '../../../lib/use-center-clock.ts';
import { useQuarterChoice } from '../../../lib/use-quarter-choice.ts';

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
  /** The date of the quarter shown (YYYY-MM-DD, decision 080): the date of the assignments shown and scanned. */
  date: string;
  /** A manual pick: it stays until the next quarter boundary (issue 11). */
  pickQuarter: (quarterId: string) => void;
  /** Back to the automatic choice, as on leaving TV Mode. */
  clearManualQuarter: () => void;
};

/**
 * The quarter of a TV screen, chosen again as the center's clock passes each minute:
 * selectTvQuarter for TV Mode, selectTvListQuarter for the TV List.
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
  const now = useCenterMinute(timeZone);
  const choice = useQuarterChoice(quarters, now, mode === 'tvMode' ? selectTvQuarter : selectTvListQuarter);
  const quarter = choice.occurrence?.quarter ?? null;

  let statusText: string | null = null;
  if (quarter && choice.isManual) statusText = KIOSK_MESSAGES.manualMode(quarter.quarter_name);
  else if (mode === 'tvMode' && quarter && quarters) statusText = tvQuarterStatusText(getQuarterStatus(quarter, quarters, now.minutes));

  return {
    quarter,
    statusText,
    isManual: choice.isManual,
    date: choice.date,
    pickQuarter: choice.pick,
    clearManualQuarter: choice.clear,
  };
}
