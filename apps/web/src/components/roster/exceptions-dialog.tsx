import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { EXCEPTION_KINDS, type ExceptionKind } from '@stationboard/domain/roster/roster';
import { localDateTimeInZone } from '@stationboard/domain/quarters/local-time';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { failureText } from '../../lib/failure-text.ts';
import { MESSAGES } from '../../lib/i18n/messages.ts';
import { useAsyncAction } from '../../lib/use-async-action.ts';
import { addEmployeeException, deleteEmployeeException, reloadAfterExceptions, useEmployeeExceptions } from '../../lib/api/employee-exceptions.ts';

const KIND_LABELS: Record<ExceptionKind, () => string> = {
  time_off: () => MESSAGES.exceptionKindTimeOff,
  vto: () => MESSAGES.exceptionKindVto,
  vet: () => MESSAGES.exceptionKindVet,
  call_out: () => MESSAGES.exceptionKindCallOut,
};

const FIELD_CLASS = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm';

export type ExceptionsDialogProps = {
  employee: { id: string; name: string };
  /** The date the form starts on: the plan grid's operating day (decision 155); today when not given. */
  date?: string;
  onClose: () => void;
};

/**
 * Decision 153: a person's exceptions on dates (time off, VTO, VET, call-out, each with an
 * optional note), listed from a month back, added and deleted by MANAGER and up; the server
 * audits each. A call-out frees the person's stations of that day, so the floor reloads too.
 * Opened from the person's row on the Employees screen and from the plan grid's cell.
 */
export function ExceptionsDialog({ employee, date, onClose }: ExceptionsDialogProps) {
  const queryClient = useQueryClient();
  const [today] = useState(() => localDateTimeInZone(new Date()).date);
  const exceptions = useEmployeeExceptions(employee.id, today);
  const [form, setForm] = useState<{ date: string; kind: ExceptionKind; note: string }>({ date: date ?? today, kind: 'time_off', note: '' });
  const action = useAsyncAction();

  const reload = () => reloadAfterExceptions(queryClient);

  function add(event: FormEvent) {
    event.preventDefault();
    void action.run(async () => {
      await addEmployeeException(employee.id, form);
      setForm((current) => ({ ...current, note: '' }));
      await reload();
    }, MESSAGES.exceptionAddFailed);
  }

  const remove = (exceptionId: string) =>
    void action.run(async () => {
      await deleteEmployeeException(employee.id, exceptionId);
      await reload();
    }, MESSAGES.exceptionDeleteFailed);

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={MESSAGES.exceptionsOf(employee.name)} description={MESSAGES.exceptionsHint}>
      <div className="space-y-4 text-sm">
        {action.error && <Alert tone="error">{action.error}</Alert>}
        {exceptions.isPending ? (
          <Spinner className="text-slate-400" />
        ) : exceptions.isError ? (
          <Alert tone="error">{failureText(exceptions.error, MESSAGES.exceptionsLoadFailed)}</Alert>
        ) : exceptions.data.length === 0 ? (
          <p className="text-ink-muted">{MESSAGES.noExceptions}</p>
        ) : (
          <ul aria-label={MESSAGES.exceptionsOf(employee.name)} className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {exceptions.data.map((exception) => (
              <li key={exception.id} className="flex items-center gap-3 px-3 py-1.5">
                <span className="font-mono tabular-nums">{exception.date}</span>
                <span className="font-semibold">{KIND_LABELS[exception.kind]()}</span>
                <span className="min-w-0 flex-1 truncate text-slate-600">{exception.note}</span>
                <button
                  type="button"
                  aria-label={MESSAGES.deleteException(KIND_LABELS[exception.kind](), exception.date)}
                  disabled={action.isRunning}
                  onClick={() => remove(exception.id)}
                  className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={add} className="grid gap-3 sm:grid-cols-2">
          <label className="block font-medium text-slate-800">
            {MESSAGES.exceptionDateLabel}
            <input type="date" required value={form.date} onChange={(event) => setForm({ ...form, date: event.target.value })} className={FIELD_CLASS} />
          </label>
          <label className="block font-medium text-slate-800">
            {MESSAGES.exceptionKindLabel}
            <select value={form.kind} onChange={(event) => setForm({ ...form, kind: event.target.value as ExceptionKind })} className={FIELD_CLASS}>
              {EXCEPTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]()}
                </option>
              ))}
            </select>
          </label>
          <label className="block font-medium text-slate-800 sm:col-span-2">
            {MESSAGES.exceptionNoteLabel}
            <input type="text" maxLength={500} value={form.note} onChange={(event) => setForm({ ...form, note: event.target.value })} className={FIELD_CLASS} />
          </label>
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button variant="secondary" onClick={onClose}>
              {MESSAGES.closeDialog}
            </Button>
            <Button type="submit" disabled={action.isRunning}>
              {action.isRunning && <Spinner className="size-3.5" />}
              {MESSAGES.addException}
            </Button>
          </div>
        </form>
      </div>
    </Modal>
  );
}
