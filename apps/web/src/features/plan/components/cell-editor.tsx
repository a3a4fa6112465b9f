import { useId } from 'react';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import { cn } from '../../../lib/cn.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { offRosterMark } from '../../../lib/roster-mark.ts';
import type { PopoverSearch } from '../../../lib/use-popover-search.ts';

export type CellEditorProps = {
  id: string;
  label: string;
  text: string;
  search: PopoverSearch;
  onText: (text: string) => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => void;
  onBlur: () => void;
};

/**
 * The search typed into a cell: the popover's ranked results under it, the top one what Enter or
 * Tab assigns; someone off the column's roster day says why (decision 153).
 */
export function CellEditor({ id, label, text, search, onText, onKeyDown, onBlur }: CellEditorProps) {
  const listId = useId();
  const { results, labels, isSettled, isSearchable } = search;
  return (
    <div id={id} role="gridcell" aria-selected className="relative border-r border-b border-slate-200 bg-white">
      <input
        // The search opens with the key typed, so it takes the focus at once.
        autoFocus
        role="combobox"
        aria-label={label}
        aria-expanded={isSearchable}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={results[0] ? `${listId}-0` : undefined}
        value={text}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className="size-full px-2 text-sm outline-2 -outline-offset-2 outline-blue-700"
      />
      {isSearchable && (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute top-full left-0 z-20 w-64 rounded-md border border-slate-300 bg-white py-1 shadow-lg"
        >
          {results.map((person: Employee, index) => (
            <li
              key={person.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === 0}
              className={cn('truncate px-2 py-1 text-sm', index === 0 ? 'bg-blue-700 text-white' : 'text-slate-800')}
            >
              {labels.get(person.id) ?? person.name}
              {offRosterMark(person) && <span className={index === 0 ? 'text-amber-100' : 'text-amber-800'}> · {offRosterMark(person)}</span>}
            </li>
          ))}
          {isSettled && results.length === 0 && <li className="px-2 py-1 text-sm text-slate-600">{MESSAGES.noEmployeesFound}</li>}
        </ul>
      )}
    </div>
  );
}
