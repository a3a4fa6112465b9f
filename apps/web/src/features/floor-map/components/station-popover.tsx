import { useState } from 'react';
import type { Placement } from '@stationboard/domain/assignments/employee-placements';
import type { RosterDay } from '@stationboard/domain/roster/roster';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { nextStationHint, type NextStationWalk } from '@stationboard/domain/stations/next-station';
import { POPOVER_CREATE_WIDTH_PX, POPOVER_WIDTH_PX } from '@stationboard/domain/timings';
import { Alert } from '../../../components/ui/alert.tsx';
import { usePlacement, type PlacementActions, type PlacementAttempt } from '../hooks/use-placement.ts';
import { usePopoverSearch } from '../../../lib/use-popover-search.ts';
import { usePopoverTasks } from '../hooks/use-popover-tasks.ts';
import { CreateEmployeeForm } from './create-employee-form.tsx';
import { EmployeeSearchSection } from './employee-search-section.tsx';
import { PlacementQuestionPanel } from './placement-question.tsx';
import { CurrentAssignment, StationPopoverFooter, StationPopoverHeader, StationToggles } from './station-popover-sections.tsx';

/** What the screen does for the popover; each answers an error text (or failure) or null. */
export type StationPopoverActions = PlacementActions & {
  remove: () => Promise<string | null>;
  toggleActive: () => Promise<string | null>;
  toggleCritical: () => Promise<string | null>;
};

export type StationPopoverProps = {
  station: Station;
  /** Null in a break: nothing can be assigned without a quarter. */
  quarterName: string | null;
  centerId: string;
  /** MANAGER, ADMIN and SUDO see the activate and critical toggles (spec 1 §2, §6). */
  canToggle: boolean;
  actions: StationPopoverActions;
  /** The walk `actions.openNext` follows, for the hint; spec 1 §4's by-kind order unless said. */
  walk?: NextStationWalk;
  /** The station has no card on the map: the Tab walk brought the popover to it (decision 090). */
  isOffMap?: boolean;
  /** Issue 25: who holds which station in the popover's quarter, by person record id. */
  placements?: ReadonlyMap<string, Placement>;
  /** Decision 153: the roster day of the quarter planned; the search ranks and marks people by it. */
  rosterDay?: RosterDay | null;
};

const NO_PLACEMENTS: ReadonlyMap<string, Placement> = new Map();

/**
 * The station assignment popover (spec 1 §2): header, current assignment, employee search
 * with Assign regular / Assign as wildcard (or Move here for someone on another station),
 * 'Create "<term>"', legend and keyboard hints. Tab in the search box assigns the top result
 * and moves to the next station; with no result it only moves on (spec 1 §4). A refusal the
 * manager can overrule becomes a question (placement-question.tsx).
 */
export function StationPopover({
  station,
  quarterName,
  centerId,
  canToggle,
  actions,
  walk,
  isOffMap = false,
  placements = NO_PLACEMENTS,
  rosterDay = null,
}: StationPopoverProps) {
  const [term, setTerm] = useState('');
  const [mode, setMode] = useState<'search' | 'create'>('search');
  const tasks = usePopoverTasks();
  const search = usePopoverSearch(centerId, term, rosterDay);
  const placement = usePlacement({ centerId, rosterDay, tasks, actions, canOverride: canToggle });
  const canAssign = station.is_active && quarterName !== null;
  const isBusy = tasks.busy !== null;

  /** Remove and the toggles: one task, its failure text shown. */
  async function report(kind: 'remove' | 'toggle' | 'critical', task: () => Promise<string | null>) {
    const failed = await tasks.run(kind, task);
    if (failed) tasks.setError(failed);
  }

  const switchMode = (next: 'search' | 'create') => {
    setMode(next);
    placement.dismissQuestion();
  };

  const personLabel = (attempt: PlacementAttempt) =>
    attempt.kind === 'new' ? attempt.person.name : (search.labels.get(attempt.employee.id) ?? attempt.employee.name);

  return (
    <div style={{ width: mode === 'create' ? POPOVER_CREATE_WIDTH_PX : POPOVER_WIDTH_PX }} className="space-y-3 text-sm text-slate-800">
      <StationPopoverHeader station={station} quarterName={quarterName} isOffMap={isOffMap} />
      <CurrentAssignment station={station} isBusy={isBusy} isRemoving={tasks.busy === 'remove'} onRemove={() => void report('remove', actions.remove)} />

      {tasks.error && <Alert tone="error">{tasks.error}</Alert>}
      {placement.notice && <Alert tone="info">{placement.notice}</Alert>}
      {placement.pending && (
        <PlacementQuestionPanel
          key={placement.pending.question.kind}
          question={placement.pending.question}
          personLabel={personLabel(placement.pending.attempt)}
          isBusy={isBusy}
          onAnswer={placement.answer}
          onCancel={placement.dismissQuestion}
        />
      )}

      {mode === 'create' ? (
        <CreateEmployeeForm
          initialName={term.trim()}
          isBusy={tasks.busy === 'create'}
          onCancel={() => switchMode('search')}
          onSubmit={(person) => void placement.createAndAssign(person)}
        />
      ) : (
        <EmployeeSearchSection
          term={term}
          onTermChange={(next) => {
            setTerm(next);
            tasks.setError(null);
          }}
          search={search}
          stationId={station.id}
          placements={placements}
          canAssign={canAssign}
          needsQuarter={quarterName === null && station.is_active}
          canCreate={canToggle}
          isBusy={isBusy}
          isAssigning={tasks.busy === 'assign'}
          onTab={() => void placement.tabToNext(term.trim(), canAssign)}
          onAssign={(employee, wildcard) => void placement.assign(employee, wildcard)}
          onMove={(employee) => void placement.assign(employee, false, { move: true })}
          onCreate={() => switchMode('create')}
        />
      )}

      {canToggle && (
        <StationToggles
          station={station}
          isBusy={isBusy}
          onToggle={(kind) => void report(kind, kind === 'toggle' ? actions.toggleActive : actions.toggleCritical)}
        />
      )}
      <StationPopoverFooter hint={nextStationHint(station, walk)} />
    </div>
  );
}
