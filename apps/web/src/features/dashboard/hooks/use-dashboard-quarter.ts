import { hasOccurrenceBegun } from '@stationboard/domain/quarters/occurrence-span';
import { floorQuarterStatusText, getQuarterStatus } from '@stationboard/domain/quarters/quarter-status';
import { isActiveFlagHonoured, selectCurrentQuarter, type QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { useCenterMinute } from '../../../lib/use-center-clock.ts';
import { useQuarterChoice } from '../../../lib/use-quarter-choice.ts';

export type DashboardQuarter<Q extends QuarterTiming> = {
  /** Null while the quarters load, or when the center has none. */
  quarter: Q | null;
  /** 'Active until 14:00', 'Break · Q3 starts at 12:30', 'Starts in 40 minutes'. */
  statusText: string | null;
  /** The quarter's active flag is set and in force now (decision 136): only then the Active badge shows. */
  isFlagInForce: boolean;
  /** No quarter runs: the status says it is a break (decision 136), and the screen marks it so. */
  isBreak: boolean;
  /** The date of every figure shown (decision 080): the current quarter's, a night quarter's after midnight too. */
  date: string;
  /** The quarter shown has started on that date (not the next one of a break): its demand counts who checked in (decision 161). */
  hasBegun: boolean;
};

/**
 * Spec 2 §4: the current quarter (the active one, else the one holding the time, else the next)
 * and its display status, following the center's clock (issue 11: within 5 s of a boundary).
 */
export function useDashboardQuarter<Q extends QuarterTiming>(quarters: readonly Q[] | undefined, timeZone: string): DashboardQuarter<Q> {
  const now = useCenterMinute(timeZone);
  const { occurrence, date } = useQuarterChoice(quarters, now, selectCurrentQuarter);
  const quarter = occurrence?.quarter ?? null;
  // TV Mode's status texts (spec 1 §4 and spec 2 §4 word them alike), except that a break says so (decision 136).
  const status = quarter && quarters ? getQuarterStatus(quarter, quarters, now.minutes) : null;
  return {
    quarter,
    statusText: status ? floorQuarterStatusText(status) : null,
    date,
    isFlagInForce: quarter !== null && isActiveFlagHonoured(quarter, now.minutes),
    isBreak: status?.kind === 'break',
    hasBegun: occurrence !== null && hasOccurrenceBegun(occurrence, now),
  };
}
