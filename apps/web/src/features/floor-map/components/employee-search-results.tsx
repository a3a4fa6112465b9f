import { MapPin, UserPlus } from 'lucide-react';
import type { Placement } from '@stationboard/domain/assignments/employee-placements';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { cn } from '../../../lib/cn.ts';
import { offRosterMark } from '../../../lib/roster-mark.ts';
import { popoverButton } from './popover-button.ts';

export type EmployeeSearchResultsProps = {
  results: readonly Employee[];
  /** How each result's buttons name them ("Ana Silva", or "Ana Silva (asilva)" beside a namesake). */
  labels: ReadonlyMap<string, string>;
  /** Where people stand in the popover's quarter, by record id (issue 25). */
  placements: ReadonlyMap<string, Placement>;
  stationId: string;
  isBusy: boolean;
  /** The search answered and nothing is loading: the empty text and Create may show. */
  isSettled: boolean;
  /** Issue 25: Create is offered whenever no result is exactly the typed name (MANAGER and up). */
  createTerm: string | null;
  onAssign: (employee: Employee, wildcard: boolean) => void;
  onMove: (employee: Employee) => void;
  onCreate: () => void;
};

/**
 * The popover's search results (spec 1 §2): each person with Assign regular and Assign as
 * wildcard, or, when they hold another station in this quarter, where ("on 2-04") and Move
 * here (issue 25); then 'Create "<term>"' unless someone has exactly that name. People off the
 * roster day planned come last and say why ("off: time off", decision 153).
 */
export function EmployeeSearchResults({
  results,
  labels,
  placements,
  stationId,
  isBusy,
  isSettled,
  createTerm,
  onAssign,
  onMove,
  onCreate,
}: EmployeeSearchResultsProps) {
  return (
    <>
      <ul aria-label={MESSAGES.searchResults} className="max-h-64 space-y-1 overflow-y-auto">
        {results.map((employee, index) => {
          const label = labels.get(employee.id) ?? employee.name;
          const placement = placements.get(employee.id);
          const elsewhere = placement && placement.stationId !== stationId ? placement : null;
          // Decision 153: someone off the roster day planned says why.
          const mark = offRosterMark(employee);
          return (
            <li key={employee.id} className={cn('rounded-md border px-2 py-1.5', index === 0 ? 'border-blue-200 bg-blue-50' : 'border-slate-200')}>
              <div className="flex items-baseline justify-between gap-2">
                <span className="truncate font-medium">{employee.name}</span>
                {employee.employee_id && <span className="shrink-0 text-xs text-ink-muted">{employee.employee_id}</span>}
              </div>
              {mark && <p className="mt-0.5 text-xs font-semibold text-amber-800">{mark}</p>}
              {placement && (
                <p className="mt-0.5 flex items-center gap-1 text-xs font-semibold text-slate-700">
                  <MapPin aria-hidden className="size-3" />
                  {elsewhere ? MESSAGES.onStation(elsewhere.stationCode) : MESSAGES.onThisStation}
                </p>
              )}
              <div className="mt-1 flex gap-1">
                {elsewhere ? (
                  <button
                    type="button"
                    aria-label={MESSAGES.moveHerePerson(label, elsewhere.stationCode)}
                    disabled={isBusy}
                    onClick={() => onMove(employee)}
                    className={cn(popoverButton, 'bg-blue-700 text-white hover:bg-blue-800')}
                  >
                    {MESSAGES.moveHere}
                  </button>
                ) : (
                  <>
                    <button
                      type="button"
                      aria-label={MESSAGES.assignRegularPerson(label)}
                      disabled={isBusy}
                      onClick={() => onAssign(employee, false)}
                      className={cn(popoverButton, 'bg-blue-700 text-white hover:bg-blue-800')}
                    >
                      {MESSAGES.assignRegular}
                    </button>
                    <button
                      type="button"
                      aria-label={MESSAGES.assignAsWildcardPerson(label)}
                      disabled={isBusy}
                      onClick={() => onAssign(employee, true)}
                      className={cn(popoverButton, 'bg-amber-100 text-amber-900 hover:bg-amber-200')}
                    >
                      {MESSAGES.assignAsWildcard}
                    </button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {isSettled && (results.length === 0 || createTerm !== null) && (
        <div className="space-y-1">
          {results.length === 0 && <p className="text-xs text-ink-muted">{MESSAGES.noEmployeesFound}</p>}
          {createTerm !== null && (
            <button type="button" onClick={onCreate} className={cn(popoverButton, 'border border-dashed border-blue-300 text-blue-800 hover:bg-blue-50')}>
              <UserPlus aria-hidden className="size-3.5" />
              {MESSAGES.createEmployeeOption(createTerm)}
            </button>
          )}
        </div>
      )}
    </>
  );
}
