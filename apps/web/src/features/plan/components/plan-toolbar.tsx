import { useId } from 'react';
import { CalendarOff, ChevronLeft, ChevronRight, Copy, Eraser, ListEnd, Redo2, Rows3, Undo2, WandSparkles } from 'lucide-react';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { DayField } from '../../../components/planning/day-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { PlanActionKind } from './plan-action-dialog.tsx';

export type PlanToolbarProps = {
  day: string;
  onDay: (day: string | null) => void;
  canUndo: boolean;
  canRedo: boolean;
  onStep: (direction: 'undo' | 'redo') => void;
  /** Opens a whole-plan action's dialog; undefined when the caller cannot change the day. */
  onAction: ((kind: PlanActionKind) => void) | undefined;
  /** The person in the selected cell, whose exceptions the Exceptions button opens; null for an empty cell. */
  exceptionsOf: string | null;
  /** Opens their Exceptions dialog on the day shown (decision 155); undefined when the caller cannot change the day. */
  onExceptions: (() => void) | undefined;
};

const ACTION_BUTTONS: { kind: PlanActionKind; Icon: typeof Copy; label: () => string }[] = [
  { kind: 'auto', Icon: WandSparkles, label: () => MESSAGES.autoPlanAction },
  { kind: 'copy_day', Icon: Copy, label: () => MESSAGES.copyDayAction },
  { kind: 'copy_quarter', Icon: Rows3, label: () => MESSAGES.copyQuarterAction },
  { kind: 'roll_forward', Icon: ListEnd, label: () => MESSAGES.rollForwardAction },
  { kind: 'clear', Icon: Eraser, label: () => MESSAGES.clearAction },
];

/**
 * Previous and next day, a date picker and Today; Undo and Redo of the caller's last plan steps;
 * the whole-plan actions, each opening its dialog (issue 27, decision 152; Auto-plan, decision 163); the selected
 * person's exceptions (decision 155).
 */
export function PlanToolbar({ day, onDay, canUndo, canRedo, onStep, onAction, exceptionsOf, onExceptions }: PlanToolbarProps) {
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
      {onAction && (
        <div role="group" aria-label={MESSAGES.planActionsGroup} className="flex flex-wrap items-center gap-2">
          {/* The divider only where the actions share a line with Undo and Redo. */}
          <span className="mx-1 hidden h-6 w-px bg-slate-300 xl:block" aria-hidden />
          {ACTION_BUTTONS.map(({ kind, Icon, label }) => (
            <Button key={kind} variant="secondary" onClick={() => onAction(kind)} aria-haspopup="dialog">
              <Icon aria-hidden className="size-4" />
              {label()}
            </Button>
          ))}
        </div>
      )}
      {onExceptions && (
        <Button
          variant="secondary"
          disabled={exceptionsOf === null}
          onClick={onExceptions}
          aria-haspopup="dialog"
          aria-label={exceptionsOf === null ? MESSAGES.exceptionsButton : MESSAGES.exceptionsOf(exceptionsOf)}
          title={exceptionsOf === null ? MESSAGES.planExceptionsHint : MESSAGES.exceptionsOf(exceptionsOf)}
        >
          <CalendarOff aria-hidden className="size-4" />
          {MESSAGES.exceptionsButton}
        </Button>
      )}
    </div>
  );
}
