/** One field of an audit row, before and after the change. */
export type AuditChangeRow = { field: string; before: string; after: string; isChanged: boolean };

/** How a stored value reads in the detail dialog; an absent value reads as a dash. */
export function formatAuditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const asRecord = (values: unknown): Record<string, unknown> =>
  typeof values === 'object' && values !== null && !Array.isArray(values)
    ? (values as Record<string, unknown>)
    : values === null || values === undefined
      ? {}
      : { value: values };

/** A station's code by its id, when the center still has it. */
export type StationCodeOf = (stationId: string) => string | undefined;

/**
 * A field that holds a station's id (`to_station_id`, `station_id`) reads as the station's
 * code: rows written before issue 25 store rotation-rule destinations by id (decision 137).
 */
function readable(field: string, value: unknown, stationCodeOf: StationCodeOf | undefined): string {
  if (stationCodeOf && typeof value === 'string' && /(^|_)station_id$/.test(field)) return stationCodeOf(value) ?? value;
  return formatAuditValue(value);
}

/**
 * The old and new values of an audit row side by side, one row per field named on either
 * side, in the order the fields were written (old first), so a reader sees what changed.
 */
export function auditChangeRows(oldValues: unknown, newValues: unknown, stationCodeOf?: StationCodeOf): AuditChangeRow[] {
  const before = asRecord(oldValues);
  const after = asRecord(newValues);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => {
    const was = readable(field, before[field], stationCodeOf);
    const is = readable(field, after[field], stationCodeOf);
    return { field, before: was, after: is, isChanged: was !== is };
  });
}

/**
 * Issue 25: the person an assignment change took off the station, as its audit row names
 * them: a MOVE onto a taken station (`replaced_employee_name`), or a replacement (the old
 * `employee_name` when it is someone else). Null when nobody was displaced.
 */
export function auditDisplacedPerson(entry: {
  action: string;
  table_name: string;
  employee_name: string | null;
  old_values: unknown;
}): { name: string; checkedIn: boolean } | null {
  if (entry.table_name !== 'assignments' && entry.table_name !== 'wildcard_assignments') return null;
  const old = asRecord(entry.old_values);
  if (entry.action === 'MOVE') {
    return typeof old.replaced_employee_name === 'string' ? { name: old.replaced_employee_name, checkedIn: old.replaced_checked_in === true } : null;
  }
  if (entry.action !== 'UPDATE' && entry.action !== 'WILDCARD') return null;
  return typeof old.employee_name === 'string' && old.employee_name !== entry.employee_name
    ? { name: old.employee_name, checkedIn: old.checked_in === true }
    : null;
}
