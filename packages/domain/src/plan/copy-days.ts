/**
 * The days a copy of a day fills (issue 27, decision 152): one date, or every day or the same
 * weekday from the first date to the last, never the day copied from. The grid's Copy a day
 * dialog sends what this gives as `to_dates`; more than the API takes at once is an error, so
 * the manager sees it before the preview, not after.
 */
import { PLAN_COPY_DAYS_MAX } from '../schemas/plan.ts';
import { addDays } from '../quarters/local-time.ts';

export const COPY_REPEATS = ['once', 'daily', 'weekly'] as const;
export type CopyRepeat = (typeof COPY_REPEATS)[number];

export type CopyDays = { ok: true; dates: string[] } | { ok: false; problem: 'last_before_first' | 'too_many' | 'only_source' };

/** `first` (and, repeated, each day or each week after it up to `last`), the source day left out. */
export function copyTargetDays(source: string, first: string, repeat: CopyRepeat, last: string | null): CopyDays {
  const until = repeat === 'once' || last === null ? first : last;
  if (until < first) return { ok: false, problem: 'last_before_first' };
  const step = repeat === 'weekly' ? 7 : 1;
  const dates: string[] = [];
  for (let day = first; day <= until; day = addDays(day, step)) {
    if (day !== source) dates.push(day);
    if (dates.length > PLAN_COPY_DAYS_MAX) return { ok: false, problem: 'too_many' };
  }
  return dates.length === 0 ? { ok: false, problem: 'only_source' } : { ok: true, dates };
}
