import { useSearchParams } from 'react-router';
import type { LocalDateTime } from '@stationboard/domain/quarters/local-time';
import { occurrenceOnDay, operatingDay, operatingDayOf, type Occurrence } from '@stationboard/domain/quarters/operating-day';
import { findQuarterByRouteKey, quarterRouteKey } from '@stationboard/domain/quarters/quarter-key';
import { pickedOccurrence, type QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { readPlanDay, readPlanQuarterKey, withPlan } from './plan-address.ts';
import type { QuarterChoice } from './use-quarter-choice.ts';

export type PlannedQuarter<Q extends QuarterTiming> = QuarterChoice<Q> & {
  /** The operating day shown: the one planned, else the clock's. */
  day: string;
  /** Plans another operating day, keeping the quarter shown. */
  pickDay: (day: string) => void;
};

/**
 * The quarter a planning screen (the floor map) shows (issue 27, decision 148): the clock's
 * choice, or the operating day and quarter its address names. A quarter or day picked by hand
 * goes into the address, so it holds, across quarter boundaries, until Back to now (`clear`)
 * takes it away, and a link opens exactly that plan. A day without a quarter shows the quarter
 * the clock would (or the day's first).
 */
export function usePlannedQuarter<Q extends QuarterTiming>(
  quarters: readonly Q[] | undefined,
  now: LocalDateTime,
  select: (quarters: readonly Q[], now: LocalDateTime) => Occurrence<Q> | null,
): PlannedQuarter<Q> {
  const [params, setParams] = useSearchParams();
  const plannedDay = readPlanDay(params);
  const plannedKey = readPlanQuarterKey(params);
  const isManual = plannedDay !== null || plannedKey !== null;
  const list = quarters ?? [];
  const automatic = quarters ? select(quarters, now) : null;
  const liveDay = automatic ? operatingDayOf(automatic, list) : operatingDay(now, list);
  const day = plannedDay ?? liveDay;

  const byNumber = [...list].sort((a, b) => a.quarter_number - b.quarter_number);
  const plannedQuarter = (plannedKey === null ? null : findQuarterByRouteKey(list, plannedKey)) ?? automatic?.quarter ?? byNumber[0] ?? null;
  const occurrence = !isManual ? automatic : plannedQuarter ? occurrenceOnDay(plannedQuarter, day, list) : null;

  const plan = (next: { day: string; quarterKey: number | null }) => setParams((current) => withPlan(current, next), { replace: true });
  return {
    occurrence,
    automatic,
    date: occurrence?.date ?? day,
    day,
    isManual,
    pick: (quarterId) => {
      const quarter = list.find((q) => q.id === quarterId);
      if (!quarter) return;
      // Live, a quarter picked is on the date the clock would give it (decision 080); planning, on the planned day.
      const pickedDay = plannedDay ?? operatingDayOf(pickedOccurrence(quarter, list, now, automatic), list);
      plan({ day: pickedDay, quarterKey: quarterRouteKey(quarter) });
    },
    pickDay: (next) => plan({ day: next, quarterKey: occurrence ? quarterRouteKey(occurrence.quarter) : null }),
    clear: () => setParams((current) => withPlan(current, { day: null, quarterKey: null }), { replace: true }),
  };
}
