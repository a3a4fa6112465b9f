import { useMemo } from 'react';
import { personLabels } from '@stationboard/domain/employees/person-labels';
import type { RosterDay } from '@stationboard/domain/roster/roster';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@stationboard/domain/employees/search-ranking';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useEmployeeSearch } from './api/search-employees.ts';

export type PopoverSearch = {
  /** The term the results belong to. */
  debouncedTerm: string;
  isSearchable: boolean;
  results: Employee[];
  labels: ReadonlyMap<string, string>;
  isFetching: boolean;
  /** The search answered for what is typed now and nothing is loading: the empty text and Create may show. */
  isSettled: boolean;
};

/**
 * The popover's employee search (spec 1 §5): asked 300 ms after the last key once two
 * characters are typed; each result named so that namesakes differ. With the roster day of
 * the quarter planned, people on it come first and the others say why (decision 153).
 */
export function usePopoverSearch(centerId: string, term: string, rosterDay: RosterDay | null): PopoverSearch {
  const typed = term.trim();
  const debouncedTerm = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useEmployeeSearch(centerId, debouncedTerm, rosterDay);
  const isSearchable = debouncedTerm.length >= SEARCH_MIN_CHARS;
  const results = useMemo(() => (isSearchable ? (search.data ?? []) : []), [isSearchable, search.data]);
  const labels = useMemo(() => personLabels(results), [results]);
  return {
    debouncedTerm,
    isSearchable,
    results,
    labels,
    isFetching: search.isFetching,
    isSettled: search.isSuccess && !search.isFetching && debouncedTerm === typed,
  };
}
