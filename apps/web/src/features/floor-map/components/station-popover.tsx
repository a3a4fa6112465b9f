import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Flame, Power, Trash2, UserPlus } from 'lucide-react';
import type { AssignmentFailure } from '@stationboard/domain/assignments/assignment-failure';
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
import { employeeSearchQueryOptions, useEmployeeSearch } from '../api/search-employees.ts';
import type { PersonToAssign } from '../hooks/use-station-actions.ts';
import { CreateEmployeeForm } from './create-employee-form.tsx';
import { MapLegend } from './map-legend.tsx';


/** What the screen does for the popover; each answers an error text (or failure) or null. */
export type StationPopoverActions = {
  /** `overrideReason`: issue 15, assign someone lacking a required skill anyway. */
  assign: (employee: PersonToAssign, wildcard: boolean, overrideReason?: string) => Promise<AssignmentFailure | null>;
  remove: () => Promise<string | null>;
  toggleActive: () => Promise<string | null>;
  toggleCritical: () => Promise<string | null>;
  /** The new employee, or the error text. */
  createEmployee: (name: string, alias: string) => Promise<PersonToAssign | string>;
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
};

const smallButton = 'inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The station assignment popover (spec 1 §2): header, current assignment, employee search
 * with Assign regular / Assign as wildcard, 'Create "<term>"', legend and keyboard hints.
 * Tab in the search box assigns the top result and moves to the next station; with no
 * result it only moves on (spec 1 §4).
 */
export function StationPopover({ station, quarterName, centerId, canToggle, actions, walk, isOffMap = false }: StationPopoverProps) {
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const [mode, setMode] = useState<'search' | 'create'>('search');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Issue 15: an assignment refused for skills, waiting for a reason to go ahead anyway. */
  const [skillsWarning, setSkillsWarning] = useState<{ employee: PersonToAssign; wildcard: boolean; message: string } | null>(null);
  const [overrideReason, setOverrideReason] = useState('');
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

  async function assign(employee: PersonToAssign, wildcard: boolean, reason?: string) {
    const failure = await run('assign', () => (reason === undefined ? actions.assign(employee, wildcard) : actions.assign(employee, wildcard, reason)));
    if (failure === undefined) return;
    if (failure?.kind === 'missingSkills' && canToggle) {
      setSkillsWarning({ employee, wildcard, message: failure.message });
      return;
    }
    if (failure) showFailure(failure);
    else actions.close();
  }

  async function tabToNext() {
    if (busyRef.current) return;
    const typed = term.trim();
    if (!canAssign || typed.length < SEARCH_MIN_CHARS) return moveOn();
    // Tab may come before the 300 ms pause is over: ask for exactly what was typed.
    const failure = await run('assign', async () => {
      let top: PersonToAssign | undefined;
      try {
        top = (await queryClient.fetchQuery(employeeSearchQueryOptions(centerId, typed)))[0];
      } catch {
        top = undefined;
      }
      return top ? actions.assign(top, false) : null;
    });
    if (failure === undefined) return;
    if (failure) showFailure(failure);
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

  async function createAndAssign(name: string, alias: string) {
    const failure = await run('create', async (): Promise<AssignmentFailure | null> => {
      const created = await actions.createEmployee(name, alias);
      if (typeof created === 'string') return { kind: 'failed', message: created };
      return actions.assign(created, false);
    });
    if (failure === undefined) return;
    if (failure) showFailure(failure);
    else actions.close();
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
      {skillsWarning && (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            const reason = overrideReason.trim();
            if (reason) void assign(skillsWarning.employee, skillsWarning.wildcard, reason);
          }}
        >
          <Alert tone="warning">{skillsWarning.message}</Alert>
          <label className="block text-xs font-semibold text-slate-700">
            {MESSAGES.overrideReasonLabel}
            <input
              autoFocus
              type="text"
              required
              maxLength={500}
              value={overrideReason}
              onChange={(event) => setOverrideReason(event.target.value)}
              className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 text-sm font-normal"
            />
          </label>
          <div className="flex gap-2">
            <button type="submit" disabled={busy !== null || overrideReason.trim() === ''} className={cn(smallButton, 'bg-amber-600 text-white hover:bg-amber-700')}>
              {busy === 'assign' && <Spinner className="size-3.5" />}
              {MESSAGES.assignAnyway}
            </button>
            <button type="button" onClick={() => { setSkillsWarning(null); setOverrideReason(''); }} className={cn(smallButton, 'text-slate-700 hover:bg-slate-100')}>
              {MESSAGES.cancel}
            </button>
          </div>
        </form>
      )}

      {mode === 'create' ? (
        <CreateEmployeeForm
          initialName={term.trim()}
          isBusy={busy === 'create'}
          onCancel={() => setMode('search')}
          onSubmit={(name, alias) => void createAndAssign(name, alias)}
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
            <ul aria-label={MESSAGES.searchResults} className="max-h-64 space-y-1 overflow-y-auto">
              {results.map((employee, index) => (
                <li key={employee.id} className={cn('rounded-md border px-2 py-1.5', index === 0 ? 'border-blue-200 bg-blue-50' : 'border-slate-200')}>
                  <div className="flex items-baseline justify-between gap-2">
                    <span className="truncate font-medium">{employee.name}</span>
                    {employee.employee_id && <span className="shrink-0 text-xs text-ink-muted">{employee.employee_id}</span>}
                  </div>
                  <div className="mt-1 flex gap-1">
                    <button
                      type="button"
                      aria-label={MESSAGES.assignRegularPerson(labels.get(employee.id) ?? employee.name)}
                      disabled={busy !== null}
                      onClick={() => void assign(employee, false)}
                      className={cn(smallButton, 'bg-blue-700 text-white hover:bg-blue-800')}
                    >
                      {MESSAGES.assignRegular}
                    </button>
                    <button
                      type="button"
                      aria-label={MESSAGES.assignAsWildcardPerson(labels.get(employee.id) ?? employee.name)}
                      disabled={busy !== null}
                      onClick={() => void assign(employee, true)}
                      className={cn(smallButton, 'bg-amber-100 text-amber-900 hover:bg-amber-200')}
                    >
                      {MESSAGES.assignAsWildcard}
                    </button>
                  </div>
                </li>
              ))}
              {search.isSuccess && !search.isFetching && results.length === 0 && (
                <li className="space-y-1">
                  <p className="text-xs text-ink-muted">{MESSAGES.noEmployeesFound}</p>
                  {canToggle && (
                    <button type="button" onClick={() => setMode('create')} className={cn(smallButton, 'border border-dashed border-blue-300 text-blue-800 hover:bg-blue-50')}>
                      <UserPlus aria-hidden className="size-3.5" />
                      {MESSAGES.createEmployeeOption(term.trim())}
                    </button>
                  )}
                </li>
              )}
            </ul>
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
