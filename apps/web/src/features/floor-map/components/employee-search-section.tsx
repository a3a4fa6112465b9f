import type { KeyboardEvent } from 'react';
import type { Placement } from '@stationboard/domain/assignments/employee-placements';
import { hasExactNameMatch } from '@stationboard/domain/employees/exact-name';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { PopoverSearch } from '../../../lib/use-popover-search.ts';
import { EmployeeSearchResults } from './employee-search-results.tsx';

type EmployeeSearchSectionProps = {
  term: string;
  onTermChange: (term: string) => void;
  search: PopoverSearch;
  stationId: string;
  placements: ReadonlyMap<string, Placement>;
  /** The station is active and a quarter is chosen. */
  canAssign: boolean;
  /** In a break: the station could take someone once a quarter is chosen. */
  needsQuarter: boolean;
  /** MANAGER+: 'Create "<term>"' is offered (issue 25). */
  canCreate: boolean;
  isBusy: boolean;
  isAssigning: boolean;
  /** Tab (not Shift+Tab) in the box: the popover's own move (spec 1 §4). */
  onTab: () => void;
  onAssign: (employee: Employee, wildcard: boolean) => void;
  onMove: (employee: Employee) => void;
  onCreate: () => void;
};

/** The popover's search box and its results (spec 1 §2, §5). */
export function EmployeeSearchSection({
  term,
  onTermChange,
  search,
  stationId,
  placements,
  canAssign,
  needsQuarter,
  canCreate,
  isBusy,
  isAssigning,
  onTab,
  onAssign,
  onMove,
  onCreate,
}: EmployeeSearchSectionProps) {
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Tab' || event.shiftKey) return;
    event.preventDefault();
    onTab();
  }

  return (
    <section aria-label={MESSAGES.assignAnEmployee} className="space-y-2">
      <div className="relative">
        <input
          autoFocus
          type="search"
          aria-label={MESSAGES.searchEmployees}
          placeholder={MESSAGES.searchEmployeesPlaceholder}
          value={term}
          disabled={!canAssign}
          onChange={(event) => onTermChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm outline-none placeholder:text-slate-400 focus:ring-2 focus:ring-blue-600 disabled:bg-slate-100"
        />
        {(search.isFetching || isAssigning) && <Spinner className="absolute top-2 right-2 size-4 text-slate-400" />}
      </div>
      {needsQuarter && <p className="text-xs text-slate-600">{MESSAGES.chooseQuarterToAssign}</p>}
      {search.isSearchable && canAssign && (
        <EmployeeSearchResults
          results={search.results}
          labels={search.labels}
          placements={placements}
          stationId={stationId}
          isBusy={isBusy}
          isSettled={search.isSettled}
          createTerm={canCreate && !hasExactNameMatch(search.results, search.debouncedTerm) ? term.trim() : null}
          onAssign={onAssign}
          onMove={onMove}
          onCreate={onCreate}
        />
      )}
    </section>
  );
}
