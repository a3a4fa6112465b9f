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
  typeof values === 'object' && values !== null && !Array.isArray(values) ? (values as Record<string, unknown>) : values === null || values === undefined ? {} : { value: values };

/**
 * The old and new values of an audit row side by side, one row per field named on either
 * side, in the order the fields were written (old first), so a reader sees what changed.
 */
export function auditChangeRows(oldValues: unknown, newValues: unknown): AuditChangeRow[] {
  const before = asRecord(oldValues);
  const after = asRecord(newValues);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => {
    const was = formatAuditValue(before[field]);
    const is = formatAuditValue(after[field]);
    return { field, before: was, after: is, isChanged: was !== is };
  });
}
