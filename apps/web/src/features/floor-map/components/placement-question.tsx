import { useState } from 'react';
import type { AssignmentFailure } from '@stationboard/domain/assignments/assignment-failure';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { popoverButton } from './popover-button.ts';

/** A refused placement the manager can still carry through: the popover asks before it does. */
export type PlacementQuestion =
  | { kind: 'move'; failure: Extract<AssignmentFailure, { kind: 'employeeConflict' }> }
  | { kind: 'replaceCheckedIn'; failure: Extract<AssignmentFailure, { kind: 'checkedInOccupant' }> }
  | { kind: 'skillsOverride'; failure: Extract<AssignmentFailure, { kind: 'missingSkills' }> }
  /** Decision 153: asked before placing someone off the day's roster; `mark` says why ("off: time off"). */
  | { kind: 'offRoster'; mark: string };

export type PlacementAnswer = { move: true } | { replaceCheckedIn: true } | { overrideReason: string } | { offRoster: true };

type PlacementQuestionProps = {
  question: PlacementQuestion;
  /** Who the manager is placing: the newcomer a replacement question names. */
  personLabel: string;
  isBusy: boolean;
  onAnswer: (answer: PlacementAnswer) => void;
  onCancel: () => void;
};

const cancelButton = cn(popoverButton, 'text-slate-700 hover:bg-slate-100');

const ANSWER_TONES = { move: 'bg-blue-700 text-white hover:bg-blue-800', override: 'bg-amber-700 text-white hover:bg-amber-800' } as const;

/**
 * Issue 25 and issue 15: the popover's follow-up to a refused placement. A person who holds
 * another station: the refusal (spec 1 §8's text) and Move here. An occupant who has checked
 * in: named, and replaced only on Replace. A missing skill: a reason to assign anyway.
 * Someone off the day's roster (decision 153): asked before anything is sent.
 */
export function PlacementQuestionPanel({ question, personLabel, isBusy, onAnswer, onCancel }: PlacementQuestionProps) {
  const [reason, setReason] = useState('');

  if (question.kind === 'move') {
    const { message, conflictingStationCode } = question.failure;
    return (
      <div className="space-y-2">
        <Alert tone="error">{message}</Alert>
        <AnswerButtons
          label={MESSAGES.moveHere}
          ariaLabel={conflictingStationCode ? MESSAGES.moveHerePerson(personLabel, conflictingStationCode) : MESSAGES.moveHere}
          tone="move"
          isBusy={isBusy}
          onAnswer={() => onAnswer({ move: true })}
          onCancel={onCancel}
        />
      </div>
    );
  }

  if (question.kind === 'offRoster') {
    return (
      <div className="space-y-2">
        <Alert tone="warning">{MESSAGES.offRosterQuestion(personLabel, question.mark)}</Alert>
        <AnswerButtons label={MESSAGES.assignAnyway} tone="override" isBusy={isBusy} onAnswer={() => onAnswer({ offRoster: true })} onCancel={onCancel} />
      </div>
    );
  }

  if (question.kind === 'replaceCheckedIn') {
    const { message, occupantName } = question.failure;
    return (
      <div className="space-y-2">
        <Alert tone="warning">
          <p>{message}</p>
          <p className="font-semibold">{MESSAGES.replaceCheckedInQuestion(occupantName, personLabel)}</p>
        </Alert>
        <AnswerButtons
          label={MESSAGES.replacePerson(occupantName)}
          tone="override"
          isBusy={isBusy}
          onAnswer={() => onAnswer({ replaceCheckedIn: true })}
          onCancel={onCancel}
        />
      </div>
    );
  }

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const given = reason.trim();
        if (given) onAnswer({ overrideReason: given });
      }}
    >
      <Alert tone="warning">{question.failure.message}</Alert>
      <label className="block text-xs font-semibold text-slate-700">
        {MESSAGES.overrideReasonLabel}
        <input
          autoFocus
          type="text"
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 text-sm font-normal"
        />
      </label>
      <AnswerButtons label={MESSAGES.assignAnyway} tone="override" isBusy={isBusy} isBlank={reason.trim() === ''} onCancel={onCancel} />
    </form>
  );
}

type AnswerButtonsProps = {
  label: string;
  ariaLabel?: string;
  tone: keyof typeof ANSWER_TONES;
  isBusy: boolean;
  /** The form's answer is still missing: its submit button waits. */
  isBlank?: boolean;
  /** A one-click answer, focused at once; without it the button submits the question's form. */
  onAnswer?: () => void;
  onCancel: () => void;
};

/** Each question's answer, with a spinner while it runs, and Cancel. */
function AnswerButtons({ label, ariaLabel, tone, isBusy, isBlank = false, onAnswer, onCancel }: AnswerButtonsProps) {
  return (
    <div className="flex gap-2">
      <button
        type={onAnswer ? 'button' : 'submit'}
        autoFocus={onAnswer !== undefined}
        aria-label={ariaLabel}
        disabled={isBusy || isBlank}
        onClick={onAnswer}
        className={cn(popoverButton, ANSWER_TONES[tone])}
      >
        {isBusy && <Spinner className="size-3.5" />}
        {label}
      </button>
      <button type="button" onClick={onCancel} className={cancelButton}>
        {MESSAGES.cancel}
      </button>
    </div>
  );
}

/** The question a refused placement raises, if the manager can answer it; null when it is final. */
export function questionFor(failure: AssignmentFailure, { canOverride, canMove }: { canOverride: boolean; canMove: boolean }): PlacementQuestion | null {
  if (failure.kind === 'employeeConflict' && canMove) return { kind: 'move', failure };
  if (failure.kind === 'checkedInOccupant') return { kind: 'replaceCheckedIn', failure };
  if (failure.kind === 'missingSkills' && canOverride) return { kind: 'skillsOverride', failure };
  return null;
}
