import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_FILTER_KEYS, changeAuditFilter, readAuditFilters, type AuditFilterKey } from '@stationboard/domain/audit/audit-log';

const PAGE = 'page';
const ENTRY = 'entry';

/**
 * The Logs tab's state lives in the address (?tab=logs&action=CREATE&page=2&entry=…), so a
 * filtered view or an open entry survives a reload and can be sent to a colleague. Changing
 * the planner tab replaces the whole query, which starts the next visit unfiltered.
 */
export function useAuditLogParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readAuditFilters((key) => params.get(key)), [params]);
  const page = Math.max(1, Number.parseInt(params.get(PAGE) ?? '', 10) || 1);
  const entryId = params.get(ENTRY);

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );

  const setPage = (next: URLSearchParams, value: number) => (value > 1 ? next.set(PAGE, String(value)) : next.delete(PAGE));

  return {
    filters,
    page,
    entryId,
    setFilter: (key: AuditFilterKey, value: string) =>
      update((next) => {
        const changed = changeAuditFilter(filters, key, value);
        for (const name of AUDIT_FILTER_KEYS) {
          const kept = changed.filters[name];
          if (kept === undefined) next.delete(name);
          else next.set(name, kept);
        }
        setPage(next, changed.page);
      }),
    clearFilters: () =>
      update((next) => {
        for (const name of AUDIT_FILTER_KEYS) next.delete(name);
        next.delete(PAGE);
      }),
    goToPage: (value: number) => update((next) => setPage(next, value)),
    openEntry: (id: string) => update((next) => next.set(ENTRY, id)),
    closeEntry: () => update((next) => next.delete(ENTRY)),
  };
}
