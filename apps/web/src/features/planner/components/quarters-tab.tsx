import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { hasMinimumRole } from '@stationboard/domain/roles/roles';
import { sortInShiftOrder } from '@stationboard/domain/quarters/shift-order';
import { findOverlappingQuarters } from '@stationboard/domain/quarters/overlapping-quarters';
import { formatDuration, formatHHMM, formatQuarterTimes, quarterDurationMinutes } from '@stationboard/domain/quarters/time';
import { defaultQuarterNumber, shiftLabel } from '@stationboard/domain/schemas/quarter';
import { type Quarter } from '@stationboard/domain/schemas/quarter-record';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadingBlock, Spinner } from '../../../components/ui/spinner.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { deleteQuarter } from '../api/delete-quarter.ts';
import { useQuarters } from '../../../lib/api/get-quarters.ts';
import { updateQuarter } from '../api/update-quarter.ts';
import { ColumnHeads } from './column-heads.tsx';
import { QuarterFormDialog } from './quarter-form-dialog.tsx';
import type { PlannerTabProps } from './tab-props.ts';
import { ACTIONS_CELL } from '../../../components/ui/table-actions-cell.ts';
import { cn } from '../../../lib/cn.ts';

const DELETE_PHRASE = 'DELETE QUARTER';

/** Which form is open: a new quarter, one being edited, or none. */
type FormState = { quarter: Quarter | null } | null;

/**
 * Spec 2 §2 Quarters tab: the center's quarters in shift order. Everyone reads them; only
 * ADMIN and up create, edit, set or clear the active flag and delete (spec 2 §6), and
 * deleting needs DELETE QUARTER typed. One quarter of a center is active at most: setting
 * another moves the flag (decision 092).
 */
export function QuartersTab({ centerId, role }: PlannerTabProps) {
  const queryClient = useQueryClient();
  const quarters = useQuarters(centerId);
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Quarter | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const canManage = hasMinimumRole(role, 'ADMIN');
  // The quarter view, the dashboard and the Quarter link read the same query, so their Active badges follow.
  const activation = useMutation({
    mutationFn: (quarter: Quarter) => updateQuarter({ quarterId: quarter.id, input: { is_active: !quarter.is_active, fulfillment_center_id: centerId } }),
    onMutate: () => setActionError(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.quarters(centerId) }),
    onError: (error) => setActionError(failureText(error, MESSAGES.saveQuarterFailed)),
  });

  if (quarters.error) return <Alert tone="error">{failureText(quarters.error, MESSAGES.loadQuartersFailed)}</Alert>;
  if (!quarters.data) return <LoadingBlock />;
  const list = sortInShiftOrder(quarters.data);
  // Decision 136: the server refuses new overlaps; those made before are listed here to be untangled.
  const overlaps = findOverlappingQuarters(quarters.data);

  async function confirmDelete(quarter: Quarter) {
    try {
      await deleteQuarter({ quarterId: quarter.id, centerId });
    } catch (error) {
      throw new Error(failureText(error, MESSAGES.deleteQuarterFailed), { cause: error });
    }
    // The quarter's assignments went with it.
    await Promise.all([queryKeys.quarters(centerId), ...queryKeys.assignmentDependent()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{canManage ? MESSAGES.quartersIntro : MESSAGES.adminRequiredForQuarters}</p>
        {canManage && (
          <Button onClick={() => setForm({ quarter: null })}>
            <Plus aria-hidden className="size-4" />
            {MESSAGES.createQuarter}
          </Button>
        )}
      </div>
      {actionError && <Alert tone="error">{actionError}</Alert>}
      {overlaps.length > 0 && (
        <Alert tone="warning">
          <p>{MESSAGES.quartersOverlapping}</p>
          <ul className="mt-1 list-disc pl-5">
            {overlaps.map(([a, b]) => (
              <li key={`${a.id}-${b.id}`}>{MESSAGES.quartersOverlapPair(a.quarter_name, formatQuarterTimes(a), b.quarter_name, formatQuarterTimes(b))}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <ColumnHeads
              labels={[MESSAGES.columnQuarter, MESSAGES.numberLabel, MESSAGES.columnTime, MESSAGES.columnDuration, MESSAGES.columnShift, MESSAGES.columnStatus]}
              hasActions={canManage}
            />
          </thead>
          <tbody>
            {list.length === 0 && (
              <tr>
                <td colSpan={canManage ? 7 : 6} className="px-4 py-6 text-center text-ink-muted">
                  {MESSAGES.noQuarters}
                </td>
              </tr>
            )}
            {list.map((quarter) => {
              const minutes = quarterDurationMinutes(quarter.start_time, quarter.end_time);
              const activationLabel = quarter.is_active ? MESSAGES.clearActive : MESSAGES.setActive;
              return (
                <tr key={quarter.id} className="border-t border-slate-100">
                  <th scope="row" className="px-4 py-2.5 text-left font-semibold text-ink">
                    {quarter.quarter_name}
                  </th>
                  <td className="px-4 py-2.5 text-slate-700 tabular-nums">{quarter.quarter_number}</td>
                  <td className="px-4 py-2.5 text-slate-700 tabular-nums">{`${formatHHMM(quarter.start_time)} – ${formatHHMM(quarter.end_time)}`}</td>
                  <td className="px-4 py-2.5 text-slate-700 tabular-nums">{minutes === null ? '—' : formatDuration(minutes)}</td>
                  <td className="px-4 py-2.5 text-slate-700">{shiftLabel(quarter.shift)}</td>
                  <td className="px-4 py-2.5">
                    {quarter.is_active && (
                      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{MESSAGES.activeBadge}</span>
                    )}
                  </td>
                  {canManage && (
                    <td className={cn('px-4 py-2.5 text-right whitespace-nowrap', ACTIONS_CELL)}>
                      <span className="inline-flex gap-2">
                        <Button
                          variant="secondary"
                          // As wide for either label, so the row's buttons line up when the flag moves.
                          className="min-w-36 px-3 py-1.5"
                          disabled={activation.isPending}
                          aria-label={MESSAGES.quarterActivationOf(quarter.is_active, quarter.quarter_name)}
                          onClick={() => activation.mutate(quarter)}
                        >
                          {activation.isPending && activation.variables.id === quarter.id ? (
                            <Spinner className="size-4" />
                          ) : quarter.is_active ? (
                            <CircleOff aria-hidden className="size-4" />
                          ) : (
                            <CircleCheck aria-hidden className="size-4" />
                          )}
                          {activationLabel}
                        </Button>
                        <Button
                          variant="secondary"
                          className="px-3 py-1.5"
                          aria-label={MESSAGES.editItem(quarter.quarter_name)}
                          onClick={() => setForm({ quarter })}
                        >
                          <Pencil aria-hidden className="size-4" />
                          {MESSAGES.edit}
                        </Button>
                        <Button
                          variant="secondary"
                          className="px-3 py-1.5 text-red-700"
                          aria-label={MESSAGES.deleteItem(quarter.quarter_name)}
                          onClick={() => setDeleting(quarter)}
                        >
                          <Trash2 aria-hidden className="size-4" />
                          {MESSAGES.delete}
                        </Button>
                      </span>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {form && <QuarterFormDialog centerId={centerId} quarter={form.quarter} defaultNumber={defaultQuarterNumber(list.length)} onClose={() => setForm(null)} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? MESSAGES.deleteItem(deleting.quarter_name) : MESSAGES.deleteQuarter}
        confirmLabel={MESSAGES.deleteQuarter}
        typedConfirmation={{ phrase: DELETE_PHRASE, mismatchMessage: MESSAGES.typeDeleteQuarterToConfirm }}
        onConfirm={() => (deleting ? confirmDelete(deleting) : Promise.resolve())}
      >
        {deleting && MESSAGES.deleteQuarterWarning(deleting.quarter_name)}
      </ConfirmDialog>
    </div>
  );
}
