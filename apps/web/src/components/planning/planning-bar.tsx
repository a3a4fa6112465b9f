import { useId } from 'react';
import { Button } from '../ui/button.tsx';
import { DayField } from './day-field.tsx';
import { MESSAGES } from '../../lib/i18n/messages.ts';
import { formatCalendarDate, SHORT_DATE } from '../../lib/use-date-time-format.ts';

export type PlanningBarProps = {
  /** The operating day shown (YYYY-MM-DD). */
  day: string;
  quarterName: string | null;
  /** A day or quarter was picked by hand: the screen is not live. */
  isPlanning: boolean;
  onPickDay: (day: string) => void;
  onBackToNow: () => void;
};

/**
 * Issue 27: the operating day a planning screen shows, which a manager may change, and while
 * the screen shows a plan rather than the floor now, the banner that says so with its way back.
 */
export function PlanningBar({ day, quarterName, isPlanning, onPickDay, onBackToNow }: PlanningBarProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-700">
        {MESSAGES.operatingDayField}
        <DayField id={id} day={day} onPickDay={onPickDay} />
      </label>
      {isPlanning && (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 px-3 py-1.5 ring-1 ring-amber-300">
          <p role="status" className="text-sm font-semibold text-amber-900">
            {MESSAGES.planningBanner(formatCalendarDate(day, SHORT_DATE), quarterName)}
          </p>
          <Button variant="secondary" onClick={onBackToNow}>
            {MESSAGES.backToNow}
          </Button>
        </div>
      )}
    </div>
  );
}
