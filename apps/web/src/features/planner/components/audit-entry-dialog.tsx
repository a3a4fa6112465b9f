import type { ReactNode } from 'react';
import { auditChangeRows, formatAuditValue, type StationCodeOf } from '@stationboard/domain/audit/audit-changes';
import { auditAuthorLabel, type AuditEntry } from '@stationboard/domain/audit/audit-log';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useAuditEntry } from '../api/get-audit-entry.ts';
import { AuditActionBadge } from './audit-action-badge.tsx';
import { auditQuarterText, formatAuditTime } from './audit-format.ts';

type AuditEntryDialogProps = {
  centerId: string;
  /** The entry to show; null keeps the dialog closed. */
  entryId: string | null;
  /** The same entry from the page on screen, when it is there. */
  listed: AuditEntry | undefined;
  timeZone: string;
  quarterName: (quarterId: string) => string | undefined;
  /** A station's code by id: values that name a station by id read as its code (issue 25). */
  stationCode: StationCodeOf;
  onClose: () => void;
};

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

/** An absent value stays grey; a changed one is red before and green after. */
const valueTone = (text: string, changed: string | false) => (text === formatAuditValue(null) ? 'text-ink-muted' : changed || 'text-slate-600');

/** The values before and after, one field a row; a changed field is highlighted. */
function ChangesTable({ entry, stationCode }: { entry: AuditEntry; stationCode: StationCodeOf }) {
  const rows = auditChangeRows(entry.old_values, entry.new_values, stationCode);
  if (rows.length === 0) return <p className="text-sm text-ink-muted">{MESSAGES.noAuditValues}</p>;
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="sr-only">{MESSAGES.oldAndNewValues}</caption>
      <thead className="border-b border-slate-200 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <tr>
          <th scope="col" className="w-1/4 py-2 pr-3">
            {MESSAGES.auditField}
          </th>
          <th scope="col" className="py-2 pr-3">
            {MESSAGES.oldValue}
          </th>
          <th scope="col" className="py-2">
            {MESSAGES.newValue}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 align-top">
        {rows.map((row) => (
          <tr key={row.field} data-changed={row.isChanged} className={cn(row.isChanged && 'bg-amber-50')}>
            <th scope="row" className="py-1.5 pr-3 text-left font-mono text-xs font-medium break-words text-slate-700">
              {row.field}
            </th>
            <td className={cn('py-1.5 pr-3 break-words', valueTone(row.before, row.isChanged && 'text-red-800'))}>{row.before}</td>
            <td className={cn('py-1.5 break-words', valueTone(row.after, row.isChanged && 'font-medium text-green-800'))}>{row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One audit entry: who did what, when and to which record, with its old and new values side by side. */
export function AuditEntryDialog({ centerId, entryId, listed, timeZone, quarterName, stationCode, onClose }: AuditEntryDialogProps) {
  const entry = useAuditEntry(centerId, entryId, listed);
  const shown = entry.data;

  return (
    <Modal
      isOpen={entryId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={MESSAGES.auditEntryTitle}
      description={shown ? formatAuditTime(shown.created_at, timeZone) : undefined}
      widthClassName="max-w-3xl"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {MESSAGES.close}
        </Button>
      }
    >
      {entry.error ? (
        <Alert tone="error">{failureText(entry.error, MESSAGES.auditEntryLoadFailed)}</Alert>
      ) : !shown ? (
        <div className="flex justify-center py-8 text-ink-muted">
          <Spinner />
        </div>
      ) : (
        <div className="space-y-5">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            <Fact label={MESSAGES.auditAction}>
              <AuditActionBadge action={shown.action} />
            </Fact>
            <Fact label={MESSAGES.auditTable}>
              <span className="font-mono text-xs">{shown.table_name}</span>
            </Fact>
            <Fact label={MESSAGES.auditCreatedBy}>{auditAuthorLabel(shown.created_by)}</Fact>
            <Fact label={MESSAGES.auditEmployee}>{[shown.employee_name, shown.employee_id].filter(Boolean).join(' · ') || '—'}</Fact>
            <Fact label={MESSAGES.columnStation}>{shown.station_name ?? '—'}</Fact>
            <Fact label={MESSAGES.auditQuarterDate}>{auditQuarterText(shown, quarterName) ?? '—'}</Fact>
            <Fact label={MESSAGES.auditRecord} className="col-span-2">
              <span className="font-mono text-xs">{shown.record_id ?? '—'}</span>
            </Fact>
          </dl>
          <section aria-label={MESSAGES.auditChanges}>
            <h3 className="mb-2 text-sm font-semibold text-ink">{MESSAGES.auditChanges}</h3>
            <ChangesTable entry={shown} stationCode={stationCode} />
          </section>
        </div>
      )}
    </Modal>
  );
}
