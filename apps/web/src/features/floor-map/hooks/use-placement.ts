import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AssignmentFailure } from '@stationboard/domain/assignments/assignment-failure';
import { SEARCH_MIN_CHARS } from '@stationboard/domain/employees/search-ranking';
import { CONFLICT_POPOVER_CLOSE_MS, NO_NEXT_STATION_MESSAGE_MS } from '@stationboard/domain/timings';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { PlacementChoice } from '../api/assign-employee.ts';
import type { NewPerson } from '../api/create-and-assign.ts';
import type { RosterDay } from '@stationboard/domain/roster/roster';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import { employeeSearchQueryOptions } from '../../../lib/api/search-employees.ts';
import { offRosterMark } from '../../../lib/roster-mark.ts';
import { questionFor, type PlacementAnswer, type PlacementQuestion } from '../components/placement-question.tsx';
import type { PopoverTasks } from './use-popover-tasks.ts';
import type { PersonToAssign } from './use-station-actions.ts';

/** One try at placing someone, kept while the popover asks a question about it. */
export type PlacementAttempt = (
  | {
      kind: 'existing';
      employee: PersonToAssign;
      wildcard: boolean;
      /** Decision 153: why the person is off the roster day planned ("off: time off"); null when they are not. */
      offRoster: string | null;
    }
  | { kind: 'new'; person: NewPerson }
) & {
  choice: PlacementChoice;
};

/** The screen's side of a placement: each call answers a failure or null. */
export type PlacementActions = {
  assign: (employee: PersonToAssign, wildcard: boolean, choice?: PlacementChoice) => Promise<AssignmentFailure | null>;
  createAndAssign: (person: NewPerson, choice?: PlacementChoice) => Promise<AssignmentFailure | null>;
  /** Opens the next station of the Tab order 100 ms later; false when there is none. */
  openNext: () => boolean;
  close: () => void;
};

type UsePlacementOptions = {
  centerId: string;
  /** Decision 153: the roster day of the quarter planned, which the Tab key's search ranks by. */
  rosterDay: RosterDay | null;
  tasks: PopoverTasks;
  actions: PlacementActions;
  /** MANAGER+ may give a reason to assign someone lacking a required skill (issue 15). */
  canOverride: boolean;
};

/**
 * Placing someone from the popover (spec 1 §2, §4; issues 15 and 25): Assign, Move here,
 * Create & Assign and the Tab key. A refusal the manager can overrule becomes a question
 * (placement-question.tsx) whose answer places again; any other 409 closes the popover after 1 s.
 */
export function usePlacement({ centerId, rosterDay, tasks, actions, canOverride }: UsePlacementOptions) {
  const queryClient = useQueryClient();
  /** A refused placement waiting for the manager's answer (a reason, Move here, Replace). */
  const [pending, setPending] = useState<{ attempt: PlacementAttempt; question: PlacementQuestion } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function showFailure(failure: AssignmentFailure) {
    tasks.setError(failure.message);
    // Spec 1 §8: any other 409 closes the popover after 1 s.
    if (failure.kind === 'conflict') tasks.later(CONFLICT_POPOVER_CLOSE_MS, actions.close);
  }

  function moveOn() {
    if (actions.openNext()) return;
    setNotice(MESSAGES.noMoreStations);
    tasks.later(NO_NEXT_STATION_MESSAGE_MS, () => setNotice(null));
  }

  /** Places someone as `attempt` says; a refusal the manager can overrule becomes a question. */
  async function place(attempt: PlacementAttempt, onPlaced: () => void = actions.close) {
    // Decision 153: someone off the day's roster is placed only once the manager says so.
    if (attempt.kind === 'existing' && attempt.offRoster !== null && !attempt.choice.offRoster && !attempt.choice.move) {
      setPending({ attempt, question: { kind: 'offRoster', mark: attempt.offRoster } });
      return;
    }
    const failure = await tasks.run(attempt.kind === 'new' ? 'create' : 'assign', () =>
      attempt.kind === 'new' ? actions.createAndAssign(attempt.person, attempt.choice) : actions.assign(attempt.employee, attempt.wildcard, attempt.choice),
    );
    if (failure === undefined) return;
    settle(attempt, failure, onPlaced);
  }

  function settle(attempt: PlacementAttempt, failure: AssignmentFailure | null, onPlaced: () => void) {
    if (!failure) {
      setPending(null);
      onPlaced();
      return;
    }
    const question = questionFor(failure, { canOverride, canMove: attempt.kind === 'existing' && !attempt.choice.move });
    setPending(question && { attempt, question });
    if (!question) showFailure(failure);
  }

  /** Tab in the search box: assigns the top match for exactly what was typed, then moves on; with none it only moves on. */
  async function tabToNext(typed: string, canAssign: boolean) {
    if (tasks.isRunning()) return;
    if (!canAssign || typed.length < SEARCH_MIN_CHARS) return moveOn();
    // Tab may come before the 300 ms pause is over: ask for exactly what was typed.
    let top: Employee | undefined;
    const failure = await tasks.run('assign', async () => {
      try {
        top = (await queryClient.fetchQuery(employeeSearchQueryOptions(centerId, typed, rosterDay)))[0];
      } catch {
        top = undefined;
      }
      // Someone off the roster is asked about first (decision 153), below.
      return top && offRosterMark(top) === null ? actions.assign(top, false, {}) : null;
    });
    if (failure === undefined) return;
    if (!top) return moveOn();
    const offRoster = offRosterMark(top);
    const attempt: PlacementAttempt = { kind: 'existing', employee: top, wildcard: false, offRoster, choice: {} };
    if (offRoster !== null) return place(attempt);
    settle(attempt, failure, moveOn);
  }

  return {
    pending,
    notice,
    dismissQuestion: () => setPending(null),
    assign: (employee: Employee, wildcard: boolean, choice: PlacementChoice = {}) =>
      place({ kind: 'existing', employee, wildcard, offRoster: offRosterMark(employee), choice }),
    createAndAssign: (person: NewPerson) => place({ kind: 'new', person, choice: {} }),
    answer: (reply: PlacementAnswer) => {
      if (pending) void place({ ...pending.attempt, choice: { ...pending.attempt.choice, ...reply } });
    },
    tabToNext,
  };
}
