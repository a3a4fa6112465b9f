import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { auditDisplacedPerson } from '@stationboard/domain/audit/audit-changes';
import { auditAuthorLabel, type AuditEntry } from '@stationboard/domain/audit/audit-log';
import { AuditActionBadge } from './audit-action-badge.tsx';
import { auditQuarterText, formatAuditTime } from './audit-format.ts';

type AuditLogTableProps = {
  entries: readonly AuditEntry[];
  timeZone: string;
  /** The name of a quarter by id, when the center still has it. */
  quarterName: (quarterId: string) => string | undefined;
  onOpen: (entry: AuditEntry) => void;
};

const headings = () => [
  MESSAGES.auditWhen,
  MESSAGES.auditAction,
  MESSAGES.auditTable,
  MESSAGES.auditEmployee,
  MESSAGES.columnStation,
  MESSAGES.auditCreatedBy,
  MESSAGES.auditQuarterDate,
];

/** Issue 25: an assignment change that took someone off the station names them under the newcomer. */
function DisplacedPerson({ entry }: { entry: AuditEntry }) {
  const displaced = auditDisplacedPerson(entry);
  return (
    displaced && (
      <span className="block text-xs font-medium whitespace-nowrap text-amber-900">{MESSAGES.auditReplaced(displaced.name, displaced.checkedIn)}</span>
    )
  );
}

/** One page of the audit log; a row (or its Details button, for the keyboard) opens the entry. */
export function AuditLogTable({ entries, timeZone, quarterName, onOpen }: AuditLogTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <tr>
            {headings().map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 whitespace-nowrap">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{MESSAGES.details}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => {
            const author = auditAuthorLabel(entry.created_by);
            return (
              <tr key={entry.id} onClick={() => onOpen(entry)} className="cursor-pointer hover:bg-blue-50/60">
                <td className="px-3 py-2 whitespace-nowrap text-slate-700 tabular-nums">{formatAuditTime(entry.created_at, timeZone)}</td>
                <td className="px-3 py-2">
                  <AuditActionBadge action={entry.action} />
                </td>
                <td className="px-3 py-2 font-mono text-xs text-slate-700">{entry.table_name}</td>
                <td className="px-3 py-2">
                  {entry.employee_name || entry.employee_id ? (
                    <>
                      <span className="whitespace-nowrap text-ink">{entry.employee_name ?? entry.employee_id}</span>
                      {entry.employee_name && entry.employee_id && <span className="block text-xs text-ink-muted">{entry.employee_id}</span>}
                      <DisplacedPerson entry={entry} />
                    </>
                  ) : (
                    <span className="text-slate-400">—</span>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-700">{entry.station_name ?? <span className="text-slate-400">—</span>}</td>
                <td className={author === entry.created_by ? 'px-3 py-2 text-slate-700' : 'px-3 py-2 text-ink-muted italic'}>{author}</td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                  {auditQuarterText(entry, quarterName) ?? <span className="text-slate-400">—</span>}
                </td>
                <td className="px-3 py-2 text-right">
                  <button
                    type="button"
                    onClick={(event) => {
                      // The row's own click would open it a second time.
                      event.stopPropagation();
                      onOpen(entry);
                    }}
                    className="rounded px-2 py-1 text-xs font-semibold text-blue-700 hover:bg-blue-100"
                  >
                    {MESSAGES.details}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
