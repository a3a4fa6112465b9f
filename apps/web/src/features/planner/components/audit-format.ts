import type { AuditEntry } from '@stationboard/domain/audit/audit-log';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** When an audit row was written, on the center's clock (spec 2: times are the center's). */
export function formatAuditTime(iso: string, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
}

/** The quarter an assignment row is about and its day; null for rows about anything else. */
export function auditQuarterText(entry: AuditEntry, quarterName: (quarterId: string) => string | undefined): string | null {
  const quarter = entry.quarter_id ? quarterName(entry.quarter_id) : undefined;
  return [quarter, entry.assignment_date].filter(Boolean).join(' · ') || null;
}
