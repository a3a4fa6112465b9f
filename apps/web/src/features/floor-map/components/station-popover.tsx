import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Flame, Power, Trash2 } from 'lucide-react';
import type { AssignmentFailure } from '@stationboard/domain/assignments/assignment-failure';
import type { Placement } from '@stationboard/domain/assignments/employee-placements';
import { hasExactNameMatch } from '@stationboard/domain/employees/exact-name';
import { personLabels } from '@stationboard/domain/employees/person-labels';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@stationboard/domain/employees/search-ranking';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { nextStationHint, type NextStationWalk } from '@stationboard/domain/stations/next-station';
import { CONFLICT_POPOVER_CLOSE_MS, NO_NEXT_STATION_MESSAGE_MS, POPOVER_CREATE_WIDTH_PX, POPOVER_WIDTH_PX } from '@stationboard/domain/timings';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { PlacementChoice } from '../api/assign-employee.ts';
import type { NewPerson } from '../api/create-and-assign.ts';
import { employeeSearchQueryOptions, useEmployeeSearch } from '../api/search-employees.ts';
import type { PersonToAssign } from '../hooks/use-station-actions.ts';
import { CreateEmployeeForm } from './create-employee-form.tsx';
import { EmployeeSearchResults } from './employee-search-results.tsx';
import { MapLegend } from './map-legend.tsx';
import { PlacementQuestionPanel, questionFor, type PlacementAnswer, type PlacementQuestion } from './placement-question.tsx';
import { popoverButton as smallButton } from './popover-button.ts';


/** What the screen does for the popover; each answers an error text (or failure) or null. */
export type StationPopoverActions = {
  /** `choice`: issue 15's reason to assign anyway, issue 25's Move here and replacing someone checked in. */
  assign: (employee: PersonToAssign, wildcard: boolean, choice?: PlacementChoice) => Promise<AssignmentFailure | null>;
  remove: () => Promise<string | null>;
  toggleActive: () => Promise<string | null>;
  toggleCritical: () => Promise<string | null>;
  /** Issue 25: Create & Assign in one call, the same request id on every retry of one form. */
  createAndAssign: (person: NewPerson, choice?: PlacementChoice) => Promise<AssignmentFailure | null>;
  /** Opens the next station of the Tab order 100 ms later; false when there is none. */
  openNext: () => boolean;
  close: () => void;
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
};

/** One try at placing someone, kept while the popover asks a question about it. */
type Attempt = ({ kind: 'existing'; employee: PersonToAssign; wildcard: boolean } | { kind: 'new'; person: NewPerson }) & { choice: PlacementChoice };

const NO_PLACEMENTS: ReadonlyMap<string, Placement> = new Map();

/**
 * The station assignment popover (spec 1 §2): header, current assignment, employee search
 * with Assign regular / Assign as wildcard (or Move here for someone on another station),
 * 'Create "<term>"', legend and keyboard hints. Tab in the search box assigns the top result
 * and moves to the next station; with no result it only moves on (spec 1 §4). A refusal the
 * manager can overrule becomes a question (placement-question.tsx).
 */
export function StationPopover({ station, quarterName, centerId, canToggle, actions, walk, isOffMap = false, placements = NO_PLACEMENTS }: StationPopoverProps) {
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const [mode, setMode] = useState<'search' | 'create'>('search');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** A refused placement waiting for the manager's answer (a reason, Move here, Replace). */
  const [pending, setPending] = useState<{ attempt: Attempt; question: PlacementQuestion } | null>(null);
  const [busy, setBusy] = useState<null | 'assign' | 'remove' | 'toggle' | 'critical' | 'create'>(null);
  const busyRef = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const debouncedTerm = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const search = useEmployeeSearch(centerId, debouncedTerm);
  const isSearchable = debouncedTerm.length >= SEARCH_MIN_CHARS;
  const results = useMemo(() => (isSearchable ? (search.data ?? []) : []), [isSearchable, search.data]);
  const labels = useMemo(() => personLabels(results), [results]);
  const isInactive = !station.is_active;
  const canAssign = !isInactive && quarterName !== null;
  const current = station.current_assignment;
  const hint = nextStationHint(station, walk);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const later = (ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  };

  /** Runs one action at a time; the Tab key and the buttons share the guard. */
  async function run<T>(kind: NonNullable<typeof busy>, task: () => Promise<T>): Promise<T | undefined> {
    if (busyRef.current) return undefined;
    busyRef.current = true;
    setBusy(kind);
    setError(null);
    try {
      return await task();
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  }

  function showFailure(failure: AssignmentFailure) {
    setError(failure.message);
    // Spec 1 §8: any other 409 closes the popover after 1 s.
    if (failure.kind === 'conflict') later(CONFLICT_POPOVER_CLOSE_MS, actions.close);
  }

  function moveOn() {
    if (actions.openNext()) return;
    setNotice(MESSAGES.noMoreStations);
    later(NO_NEXT_STATION_MESSAGE_MS, () => setNotice(null));
  }

  /** Places someone as `attempt` says; a refusal the manager can overrule becomes a question. */
  async function place(attempt: Attempt, onPlaced: () => void = actions.close) {
    const failure = await run(attempt.kind === 'new' ? 'create' : 'assign', () =>
      attempt.kind === 'new' ? actions.createAndAssign(attempt.person, attempt.choice) : actions.assign(attempt.employee, attempt.wildcard, attempt.choice),
    );
    if (failure === undefined) return;
    settle(attempt, failure, onPlaced);
  }

  function settle(attempt: Attempt, failure: AssignmentFailure | null, onPlaced: () => void) {
    if (!failure) {
      setPending(null);
      onPlaced();
      return;
    }
    const question = questionFor(failure, { canOverride: canToggle, canMove: attempt.kind === 'existing' && !attempt.choice.move });
    setPending(question && { attempt, question });
    if (!question) showFailure(failure);
  }

  function answer(reply: PlacementAnswer) {
    if (!pending) return;
    void place({ ...pending.attempt, choice: { ...pending.attempt.choice, ...reply } });
  }

  const assign = (employee: PersonToAssign, wildcard: boolean, choice: PlacementChoice = {}) => place({ kind: 'existing', employee, wildcard, choice });

  async function tabToNext() {
    if (busyRef.current) return;
    const typed = term.trim();
    if (!canAssign || typed.length < SEARCH_MIN_CHARS) return moveOn();
    // Tab may come before the 300 ms pause is over: ask for exactly what was typed.
    let top: PersonToAssign | undefined;
    const failure = await run('assign', async () => {
      try {
        top = (await queryClient.fetchQuery(employeeSearchQueryOptions(centerId, typed)))[0];
      } catch {
        top = undefined;
      }
      return top ? actions.assign(top, false, {}) : null;
    });
    if (failure === undefined) return;
    if (top) settle({ kind: 'existing', employee: top, wildcard: false, choice: {} }, failure, moveOn);
    else moveOn();
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Tab' || event.shiftKey) return;
    event.preventDefault();
    void tabToNext();
  }

  async function remove() {
    const failed = await run('remove', actions.remove);
    if (failed) setError(failed);
  }

  async function toggle(kind: 'toggle' | 'critical') {
    const failed = await run(kind, kind === 'toggle' ? actions.toggleActive : actions.toggleCritical);
    if (failed) setError(failed);
  }

  const width = mode === 'create' ? POPOVER_CREATE_WIDTH_PX : POPOVER_WIDTH_PX;

  return (
    <div style={{ width }} className="space-y-3 text-sm text-slate-800">
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="truncate text-base font-bold text-slate-900">{station.station_code}</h2>
          <p className="text-xs text-slate-600">
            {MESSAGES.lineLabel(station.line_number)} · {quarterName ?? MESSAGES.noQuarterSelected}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {isOffMap && <span className="rounded border border-dashed border-slate-400 px-1.5 py-0.5 text-[11px] font-bold text-slate-700">{MESSAGES.notOnMapBadge}</span>}
          {isInactive && <span className="rounded bg-slate-600 px-1.5 py-0.5 text-[11px] font-bold text-white">{MESSAGES.inactiveBadge}</span>}
          {station.is_critical && <span className="rounded bg-red-100 px-1.5 py-0.5 text-[11px] font-bold text-red-800">{MESSAGES.criticalTag}</span>}
        </div>
      </header>

      <section aria-label={MESSAGES.currentAssignment} className="rounded-md border border-slate-200 bg-slate-50 px-2 py-1.5">
        {current ? (
          <div className="flex items-center justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-semibold">{current.employee_name}</p>
              <p className={cn('text-xs', current.is_wildcard ? 'text-amber-700' : 'text-slate-600')}>{current.is_wildcard ? MESSAGES.wildcardAssignment : MESSAGES.regularAssignment}</p>
            </div>
            <button type="button" aria-label={`Remove ${current.employee_name}`} disabled={isInactive || busy !== null} onClick={() => void remove()} className={cn(smallButton, 'text-red-700 hover:bg-red-50')}>
              {busy === 'remove' ? <Spinner className="size-3.5" /> : <Trash2 aria-hidden className="size-3.5" />}
              Remove
            </button>
          </div>
        ) : (
          <div className="text-ink-muted italic">{MESSAGES.unassigned}</div>
        )}
        {station.next_assignment && <p className="mt-1 truncate text-xs text-ink-muted">Next quarter: {station.next_assignment.employee_name}</p>}
      </section>

      {error && <Alert tone="error">{error}</Alert>}
      {notice && <Alert tone="info">{notice}</Alert>}
      {pending && (
        <PlacementQuestionPanel
          key={pending.question.kind}
          question={pending.question}
          personLabel={pending.attempt.kind === 'new' ? pending.attempt.person.name : (labels.get(pending.attempt.employee.id) ?? pending.attempt.employee.name)}
          isBusy={busy !== null}
          onAnswer={answer}
          onCancel={() => setPending(null)}
        />
      )}

      {mode === 'create' ? (
        <CreateEmployeeForm
          initialName={term.trim()}
          isBusy={busy === 'create'}
          onCancel={() => {
            setMode('search');
            setPending(null);
          }}
          onSubmit={(person) => void place({ kind: 'new', person, choice: {} })}
        />
      ) : (
        <section aria-label={MESSAGES.assignAnEmployee} className="space-y-2">
          <div className="relative">
            <input
              autoFocus
              type="search"
              aria-label={MESSAGES.searchEmployees}
              placeholder={MESSAGES.searchEmployeesPlaceholder}
              value={term}
              disabled={!canAssign}
              onChange={(event) => {
                setTerm(event.target.value);
                setError(null);
              }}
              onKeyDown={onSearchKeyDown}
              className="block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm outline-none placeholder:text-slate-400 focus:ring-2 focus:ring-blue-600 disabled:bg-slate-100"
            />
            {(search.isFetching || busy === 'assign') && <Spinner className="absolute top-2 right-2 size-4 text-slate-400" />}
          </div>
          {quarterName === null && !isInactive && <p className="text-xs text-slate-600">{MESSAGES.chooseQuarterToAssign}</p>}
          {isSearchable && canAssign && (
            <EmployeeSearchResults
              results={results}
              labels={labels}
              placements={placements}
              stationId={station.id}
              isBusy={busy !== null}
              isSettled={search.isSuccess && !search.isFetching && debouncedTerm === term.trim()}
              createTerm={canToggle && !hasExactNameMatch(results, debouncedTerm) ? term.trim() : null}
              onAssign={(employee, wildcard) => void assign(employee, wildcard)}
              onMove={(employee) => void assign(employee, false, { move: true })}
              onCreate={() => {
                setMode('create');
                setPending(null);
              }}
            />
          )}
        </section>
      )}

      {canToggle && (
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-2">
          <button type="button" disabled={busy !== null} onClick={() => void toggle('toggle')} className={cn(smallButton, 'border border-slate-300 hover:bg-slate-50')}>
            <Power aria-hidden className="size-3.5" />
            {isInactive ? MESSAGES.activateStation : MESSAGES.deactivateStation}
          </button>
          <button
            type="button"
            aria-pressed={station.is_critical}
            disabled={busy !== null}
            onClick={() => void toggle('critical')}
            className={cn(smallButton, 'border', station.is_critical ? 'border-red-300 bg-red-50 text-red-800' : 'border-slate-300 hover:bg-slate-50')}
          >
            <Flame aria-hidden className="size-3.5" />
            {station.is_critical ? MESSAGES.criticalTag : MESSAGES.markCritical}
          </button>
        </div>
      )}

      <footer className="space-y-1.5 border-t border-slate-200 pt-2">
        <MapLegend />
        <ul aria-label={MESSAGES.keyboardHints} className="space-y-0.5 text-[11px] text-ink-muted">
          <li>
            <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono">Tab</kbd> {MESSAGES.tabKeyHint}
          </li>
          <li>
            <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono">Esc</kbd> {MESSAGES.escKeyHint}
          </li>
          {hint && <li className="text-slate-600">{hint}</li>}
        </ul>
      </footer>
    </div>
  );
}
