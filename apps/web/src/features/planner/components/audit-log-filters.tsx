import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import {
  AUDIT_ACTIONS,
  AUDIT_SYSTEM_AUTHOR,
  AUDIT_TABLES,
  hasAuditFilters,
  type AuditFilterKey,
  type AuditFilters,
} from '@stationboard/domain/audit/audit-log';
import { EMPLOYEE_TABLE_SEARCH_DEBOUNCE_MS } from '@stationboard/domain/timings';
import { Button } from '../../../components/ui/button.tsx';
import { AuditEmployeeSearch } from './audit-employee-search.tsx';

export type AuditStationChoice = { id: string; code: string };

type AuditLogFiltersProps = {
  filters: AuditFilters;
  onChange: (key: AuditFilterKey, value: string) => void;
  onClear: () => void;
  centerId: string;
  stations: readonly AuditStationChoice[];
};

const CONTROL = 'block h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-ink shadow-sm';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {label}
      </label>
      <div className="mt-1">{children(id)}</div>
    </div>
  );
}

/**
 * Typed text is sent after a pause (the employee table's search rhythm, spec 2 §9), not on
 * every key. Clear filters from outside empties the box.
 */
function CreatedByInput({ id, value, onCommit }: { id: string; value: string; onCommit: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    setDraft(value);
  }
  // The parent's callback is new on every render; only typing should restart the pause.
  const commit = useEffectEvent((text: string) => onCommit(text));
  useEffect(() => {
    if (draft.trim() === committed) return;
    const timer = setTimeout(() => commit(draft), EMPLOYEE_TABLE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed]);
  return (
    <>
      <input
        id={id}
        type="search"
        list={`${id}-suggestions`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={MESSAGES.createdByPlaceholder}
        className={CONTROL}
      />
      <datalist id={`${id}-suggestions`}>
        <option value={AUDIT_SYSTEM_AUTHOR} />
      </datalist>
    </>
  );
}

/** Spec 2 §2: the Logs tab's seven filters; each change goes back to page 1 (the caller's rule). */
export function AuditLogFilters({ filters, onChange, onClear, centerId, stations }: AuditLogFiltersProps) {
  const station = filters.station_id ?? '';
  // A filter from a link can name a station no longer listed (deleted since); keep it visible.
  const isUnlistedStation = station !== '' && !stations.some((choice) => choice.id === station);

  return (
    <form
      role="search"
      aria-label={MESSAGES.auditLogFilters}
      onSubmit={(event) => event.preventDefault()}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-8 xl:items-end">
        <Field label={MESSAGES.auditAction}>
          {(id) => (
            <select id={id} value={filters.action ?? ''} onChange={(event) => onChange('action', event.target.value)} className={CONTROL}>
              <option value="">{MESSAGES.allActions}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={MESSAGES.auditTable}>
          {(id) => (
            <select id={id} value={filters.table_name ?? ''} onChange={(event) => onChange('table_name', event.target.value)} className={CONTROL}>
              <option value="">{MESSAGES.allTables}</option>
              {AUDIT_TABLES.map((table) => (
                <option key={table} value={table}>
                  {table}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={MESSAGES.auditFrom}>
          {(id) => (
            <input
              id={id}
              type="date"
              value={filters.start_date ?? ''}
              max={filters.end_date}
              onChange={(event) => onChange('start_date', event.target.value)}
              className={CONTROL}
            />
          )}
        </Field>
        <Field label={MESSAGES.auditTo}>
          {(id) => (
            <input
              id={id}
              type="date"
              value={filters.end_date ?? ''}
              min={filters.start_date}
              onChange={(event) => onChange('end_date', event.target.value)}
              className={CONTROL}
            />
          )}
        </Field>
        <Field label={MESSAGES.auditEmployee}>
          {(id) => (
            <AuditEmployeeSearch id={id} centerId={centerId} value={filters.employee_id} onChange={(ref) => onChange('employee_id', ref)} className={CONTROL} />
          )}
        </Field>
        <Field label={MESSAGES.columnStation}>
          {(id) => (
            <select id={id} value={station} onChange={(event) => onChange('station_id', event.target.value)} className={CONTROL}>
              <option value="">{MESSAGES.allStations}</option>
              {isUnlistedStation && <option value={station}>{station}</option>}
              {stations.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.code}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={MESSAGES.auditCreatedBy}>
          {(id) => <CreatedByInput id={id} value={filters.created_by ?? ''} onCommit={(value) => onChange('created_by', value)} />}
        </Field>
        <Button variant="secondary" onClick={onClear} disabled={!hasAuditFilters(filters)} className="h-9 py-0">
          {MESSAGES.clearFilters}
        </Button>
      </div>
    </form>
  );
}
