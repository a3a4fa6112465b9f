import { useNavigate, useSearchParams } from 'react-router';
import type { LocalDateTime } from '@stationboard/domain/quarters/local-time';
import { occurrenceOnDay, operatingDay, operatingDayOf, type Occurrence } from '@stationboard/domain/quarters/operating-day';
import { quarterRouteKey } from '@stationboard/domain/quarters/quarter-key';
import { pickedOccurrence, type QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { readPlanDay, withPlan } from '../../../lib/plan-address.ts';
import { DEFAULT_QUARTER_PATH } from './use-current-quarter-path.ts';

/**
 * The date the quarter view shows (issue 27, decision 148). `/q/3?date=2026-11-27` plans Q3
 * of that operating day and holds it until Back to now; without a date the quarter is on its
 * date of the operating day the clock gives (decision 080). The pager's links carry the day a
 * quarter picked by hand is planned on, so a pick holds too; the current quarter's link, off a
 * plan, stays live.
 */
export function useQuarterPlan<Q extends QuarterTiming>(
  quarters: readonly Q[] | undefined,
  quarter: Q | null,
  current: Occurrence<Q> | null,
  now: LocalDateTime,
) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const plannedDay = readPlanDay(params);
  const list = quarters ?? [];
  const shown = quarter && quarters ? (plannedDay ? occurrenceOnDay(quarter, plannedDay, list) : pickedOccurrence(quarter, list, now, current)) : null;
  // The operating day of the date shown (a night quarter's after midnight is the day before's): the day plan's day.
  const day = plannedDay ?? (shown ? operatingDayOf(shown, list) : operatingDay(now, list));

  return {
    /** The date of the assignments shown: a night quarter's start date after midnight too. */
    date: shown?.date ?? day,
    day,
    isPlanning: plannedDay !== null,
    /** The day a pager link to `target` plans; null keeps the link live. */
    linkDay: (target: QuarterTiming): string | null => {
      if (plannedDay) return plannedDay;
      if (target.id === current?.quarter.id) return null;
      return operatingDayOf(pickedOccurrence(target, list, now, current), list);
    },
    pickDay: (next: string) => setParams((currentParams) => withPlan(currentParams, { day: next }), { replace: true }),
    backToNow: () =>
      void navigate({
        pathname: current ? `/q/${quarterRouteKey(current.quarter)}` : DEFAULT_QUARTER_PATH,
        search: withPlan(params, { day: null }).toString(),
      }),
  };
}
