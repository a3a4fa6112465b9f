import { useId } from 'react';
import type { PlanQuarter } from '@stationboard/domain/schemas/plan';
import { formatHHMM } from '@stationboard/domain/quarters/time';
import { Button } from '../../../components/ui/button.tsx';
import { MESSAGES } from '../../../lib/i18n/messages.ts';

export type AutoPlanFieldsProps = {
  /** The day's quarters in clock order. */
  quarters: readonly PlanQuarter[];
  quarterIds: readonly string[];
  onQuarterIds: (ids: string[]) => void;
  allowMoves: boolean;
  onAllowMoves: (allow: boolean) => void;
};

/**
 * The Auto-plan dialog's form (decision 163): a checkbox per quarter of the day (its name and
 * times), All quarters, and whether people already planned may be moved (off by default).
 */
export function AutoPlanFields({ quarters, quarterIds, onQuarterIds, allowMoves, onAllowMoves }: AutoPlanFieldsProps) {
  const hintId = useId();
  const chosen = new Set(quarterIds);
  // Kept in the day's order whatever order they were ticked in.
  const toggle = (id: string, isOn: boolean) =>
    onQuarterIds(quarters.filter((quarter) => (quarter.id === id ? isOn : chosen.has(quarter.id))).map((quarter) => quarter.id));
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{MESSAGES.autoPlanQuarters}</legend>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {quarters.map((quarter) => (
            <label
              key={quarter.id}
              className="flex items-center gap-1.5 rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-800 has-checked:border-blue-700 has-checked:bg-blue-50"
            >
              <input
                type="checkbox"
                checked={chosen.has(quarter.id)}
                onChange={(event) => toggle(quarter.id, event.target.checked)}
                className="size-4 rounded border-slate-300"
              />
              <span className="font-semibold">{quarter.quarter_name}</span>{' '}
              <span className="font-mono text-xs text-slate-600 tabular-nums">
                {formatHHMM(quarter.start_time)}–{formatHHMM(quarter.end_time)}
              </span>
            </label>
          ))}
          <Button
            variant="ghost"
            className="px-2 py-1"
            disabled={chosen.size === quarters.length}
            onClick={() => onQuarterIds(quarters.map((quarter) => quarter.id))}
          >
            {MESSAGES.autoPlanAllQuarters}
          </Button>
        </div>
      </fieldset>
      <div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={allowMoves}
            onChange={(event) => onAllowMoves(event.target.checked)}
            aria-describedby={hintId}
            className="size-4 rounded border-slate-300"
          />
          {MESSAGES.autoPlanAllowMoves}
        </label>
        <p id={hintId} className="mt-1 ml-6 text-xs text-slate-600">
          {MESSAGES.autoPlanAllowMovesHint}
        </p>
      </div>
    </div>
  );
}
