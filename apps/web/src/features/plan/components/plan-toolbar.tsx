import { useId } from 'react';
import { ChevronLeft, ChevronRight, Redo2, Undo2 } from 'lucide-react';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { DayField } from '../../../components/planning/day-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { MESSAGES } from '../../../lib/i18n/messages.ts';

export type PlanToolbarProps = {
  day: string;
  onDay: (day: string | null) => void;
  canUndo: boolean;
  canRedo: boolean;
  onStep: (direction: 'undo' | 'redo') => void;
};

/** Previous and next day, a date picker and Today; Undo and Redo of the caller's last plan steps (issue 27). */
export function PlanToolbar({ day, onDay, canUndo, canRedo, onStep }: PlanToolbarProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" aria-label={MESSAGES.previousDay} title={MESSAGES.previousDay} onClick={() => onDay(addDays(day, -1))}>
        <ChevronLeft aria-hidden className="size-4" />
      </Button>
      <label htmlFor={id} className="sr-only">
        {MESSAGES.operatingDayField}
      </label>
      <DayField id={id} day={day} onPickDay={onDay} />
      <Button variant="secondary" aria-label={MESSAGES.nextDay} title={MESSAGES.nextDay} onClick={() => onDay(addDays(day, 1))}>
        <ChevronRight aria-hidden className="size-4" />
      </Button>
      <Button variant="secondary" onClick={() => onDay(null)}>
        {MESSAGES.today}
      </Button>
      <span className="mx-1 h-6 w-px bg-slate-300" aria-hidden />
      <Button variant="secondary" disabled={!canUndo} onClick={() => onStep('undo')} title="Ctrl+Z">
        <Undo2 aria-hidden className="size-4" />
        {MESSAGES.undo}
      </Button>
      <Button variant="secondary" disabled={!canRedo} onClick={() => onStep('redo')} title="Ctrl+Shift+Z">
        <Redo2 aria-hidden className="size-4" />
        {MESSAGES.redo}
      </Button>
    </div>
  );
}
