import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@stationboard/domain/employees/search-ranking';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { auditEmployeeLabel, useAuditEmployeeNamed, useAuditEmployeeSearch, type AuditEmployeeChoice } from '../api/search-audit-employees.ts';

type AuditEmployeeSearchProps = {
  id: string;
  centerId: string;
  /** The filter's value: how audit rows name the person (login, else record id). */
  value: string | undefined;
  onChange: (ref: string) => void;
  className: string;
};

/**
 * Issue 25: the Logs tab's employee filter as a search (a select of every person of a large
 * center was a thousand options). Typing two letters lists the matching people, active or
 * not; choosing one filters by them; emptying the box, or the clear button, removes the filter.
 * A filter from a link shows the person's name once found, else the value as it is.
 */
export function AuditEmployeeSearch({ id, centerId, value, onChange, className }: AuditEmployeeSearchProps) {
  const named = useAuditEmployeeNamed(centerId, value);
  const shownValue = value ? (named ? auditEmployeeLabel(named) : value) : '';
  const [draft, setDraft] = useState<string | null>(null);
  const term = useDebouncedValue((draft ?? '').trim(), SEARCH_DEBOUNCE_MS);
  const search = useAuditEmployeeSearch(centerId, draft === null ? '' : term);
  const hintId = useId();
  const isOpen = draft !== null && draft.trim() !== '';
  const matches = search.data ?? [];
  // What the list says instead of people: too short, still looking, or nobody.
  const status =
    term.length < SEARCH_MIN_CHARS
      ? MESSAGES.auditEmployeeSearchHint(SEARCH_MIN_CHARS)
      : search.isFetching || !search.data
        ? MESSAGES.loading
        : matches.length === 0
          ? MESSAGES.noEmployeesFound
          : null;

  function choose(choice: AuditEmployeeChoice) {
    setDraft(null);
    onChange(choice.ref);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && draft !== null) {
      event.preventDefault();
      setDraft(null);
    }
  }

  return (
    <div className="relative">
      <input
        id={id}
        // Not type="search": its own clear cross would sit on top of the filter's.
        type="text"
        inputMode="search"
        autoComplete="off"
        value={draft ?? shownValue}
        placeholder={MESSAGES.allEmployees}
        aria-describedby={isOpen && status !== null ? hintId : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value.trim() === '' && value) onChange('');
        }}
        onKeyDown={onKeyDown}
        className={cn(className, value && draft === null && 'pr-8')}
      />
      {value && draft === null && (
        <button
          type="button"
          aria-label={MESSAGES.clearEmployeeFilter(shownValue)}
          onClick={() => onChange('')}
          className="absolute top-1.5 right-1.5 rounded p-1 text-ink-muted hover:bg-slate-100 hover:text-slate-800"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
      {isOpen && (
        <div className="absolute top-full right-0 left-0 z-20 mt-1 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          {status !== null ? (
            <p id={hintId} className="flex items-center gap-2 px-2 py-1 text-xs text-ink-muted">
              {status === MESSAGES.loading && <Spinner className="size-3.5" />}
              {status}
            </p>
          ) : (
            <ul aria-label={MESSAGES.auditEmployeeMatches} className="max-h-64 overflow-y-auto">
              {matches.map((choice) => (
                <li key={choice.ref}>
                  <button
                    type="button"
                    onClick={() => choose(choice)}
                    className="block w-full rounded px-2 py-1.5 text-left text-sm text-ink hover:bg-blue-50 focus-visible:bg-blue-50"
                  >
                    {auditEmployeeLabel(choice)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
