import { useState } from 'react';
import { getQuarterStatus, tvQuarterStatusText } from '@stationboard/domain/quarters/quarter-status';
import { selectMapQuarter, selectTvQuarter, type QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { useCenterMinute } from '../../../lib/use-center-clock.ts';
import { usePlannedQuarter } from '../../../lib/use-planned-quarter.ts';
import { useQuarterChoice } from '../../../lib/use-quarter-choice.ts';

/**
 * The quarter the map shows: the map and TV Mode follow the center's clock (issue 11), each
 * with its own choice. The map plans: a day or quarter picked by hand goes into its address
 * and holds until Back to now (issue 27, decision 148); TV Mode, a wall screen, keeps its
 * Manual Mode only until the next quarter boundary (decision 080). The status line says a TV pick is manual, else where TV Mode's
 * quarter stands, and off TV Mode that no quarter is chosen (a break).
 */
export function useMapQuarter(quarters: readonly QuarterTiming[] | undefined, timeZone: string | undefined) {
  const now = useCenterMinute(timeZone);
  const [isTvMode, setIsTvMode] = useState(false);
  const mapChoice = usePlannedQuarter(quarters, now, selectMapQuarter);
  const tvChoice = useQuarterChoice(quarters, now, selectTvQuarter);
  const choice = isTvMode ? tvChoice : mapChoice;
  const selectedQuarter = choice.occurrence?.quarter ?? null;

  let quarterStatus: string | null = null;
  if (isTvMode && tvChoice.isManual && selectedQuarter) quarterStatus = MESSAGES.manualMode(selectedQuarter.quarter_name);
  else if (isTvMode && selectedQuarter && quarters) quarterStatus = tvQuarterStatusText(getQuarterStatus(selectedQuarter, quarters, now.minutes));
  else if (quarters && !selectedQuarter) quarterStatus = MESSAGES.noQuarterSelected;

  return {
    now,
    choice,
    /** The map's own plan: its day, and whether it is not live (TV Mode always is). */
    plan: mapChoice,
    selectedQuarter,
    quarterStatus,
    isTvMode,
    enterTvMode: () => setIsTvMode(true),
    /** Back to the map's own choice; a quarter picked in TV Mode is forgotten. */
    leaveTvMode: () => {
      tvChoice.clear();
      setIsTvMode(false);
    },
  };
}
