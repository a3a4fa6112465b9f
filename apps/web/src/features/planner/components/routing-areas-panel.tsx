import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { routingAreaCreateSchema } from '@stationboard/domain/schemas/routing-area';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { createRoutingArea } from '../api/create-routing-area.ts';
import { deleteRoutingArea } from '../api/delete-routing-area.ts';
import { routingAreasQueryOptions, useRoutingAreas, type RoutingArea } from '../api/get-routing-areas.ts';
import { updateRoutingArea } from '../api/update-routing-area.ts';
import { StationsPanel } from './stations-panel.tsx';

/**
 * Spec 2 §2 External Routing Areas: where the TV sends people once the maximum attendance is
 * reached or no station is free. Only Active areas are offered there.
 */
export function RoutingAreasPanel({ centerId, canEdit }: { centerId: string; canEdit: boolean }) {
  const areas = useRoutingAreas(centerId);
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  // One change at a time; busyId says which row (or 'new', the Add form) it belongs to.
  const action = useAsyncAction();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<RoutingArea | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: routingAreasQueryOptions(centerId).queryKey });
  const runFor = (id: string, work: () => Promise<unknown>, failedText: string) => {
    setBusyId(id);
    void action.run(work, failedText);
  };

  function handleAdd(event: FormEvent) {
    event.preventDefault();
    const parsed = routingAreaCreateSchema.safeParse({ area_name: name });
    if (!parsed.success) {
      action.setError(parsed.error.issues[0]?.message ?? MESSAGES.routingAreaNameRequired);
      return;
    }
    runFor(
      'new',
      async () => {
        await createRoutingArea({ areaName: parsed.data.area_name, centerId });
        setName('');
        await reload();
      },
      MESSAGES.routingAreaAddFailed,
    );
  }

  const toggle = (area: RoutingArea) =>
    runFor(
      area.id,
      async () => {
        await updateRoutingArea({ areaId: area.id, isRouting: !area.is_routing });
        await reload();
      },
      MESSAGES.routingStatusUpdateFailed,
    );

  async function remove(area: RoutingArea) {
    try {
      await deleteRoutingArea(area.id);
    } catch (caught) {
      throw new Error(failureText(caught, MESSAGES.routingAreaDeleteFailed), { cause: caught });
    }
    await reload();
  }

  return (
    <StationsPanel
      title={MESSAGES.routingAreasTitle}
      help={MESSAGES.routingAreasHelp}
    >
      {areas.error && (
        <Alert tone="error" className="mt-3">
          {failureText(areas.error, MESSAGES.routingAreasLoadFailed)}
        </Alert>
      )}
      {!areas.data && !areas.error && <Spinner className="mt-3 text-ink-muted" />}
      {areas.data && areas.data.length === 0 && <p className="mt-3 text-sm text-ink-muted">{MESSAGES.noRoutingAreas}</p>}
      {areas.data && areas.data.length > 0 && (
        <ul aria-label={MESSAGES.routingAreasList} className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-200">
          {areas.data.map((area) => (
            <li key={area.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="font-medium text-ink">{area.area_name}</span>
              <span className="flex items-center gap-2">
                <button
                  type="button"
                  aria-label={MESSAGES.routingAreaState(area.area_name, area.is_routing)}
                  aria-pressed={area.is_routing}
                  disabled={!canEdit || action.isRunning}
                  onClick={() => toggle(area)}
                  className={cn(
                    'rounded-full px-2.5 py-0.5 text-xs font-semibold disabled:cursor-not-allowed',
                    area.is_routing ? 'bg-green-100 text-green-800 hover:bg-green-200' : 'bg-slate-200 text-slate-700 hover:bg-slate-300',
                  )}
                >
                  {area.is_routing ? MESSAGES.activeBadge : MESSAGES.inactiveBadge}
                </button>
                {canEdit && (
                  <button
                    type="button"
                    aria-label={MESSAGES.removeItem(area.area_name)}
                    onClick={() => setRemoving(area)}
                    className="rounded p-1 text-slate-400 hover:bg-red-50 hover:text-red-700"
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form onSubmit={handleAdd} className="mt-3 flex items-end gap-2">
          <TextField label={MESSAGES.newRoutingArea} value={name} onChange={(event) => setName(event.target.value)} className="flex-1" />
          <Button type="submit" disabled={action.isRunning}>
            {action.isRunning && busyId === 'new' && <Spinner className="size-4" />}
            {MESSAGES.add}
          </Button>
        </form>
      )}
      {action.error && (
        <Alert tone="error" className="mt-3">
          {action.error}
        </Alert>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={MESSAGES.removeRoutingAreaTitle}
        confirmLabel={MESSAGES.remove}
        onConfirm={() => remove(removing!)}
      >
        {MESSAGES.removeRoutingAreaText(removing?.area_name ?? '')}
      </ConfirmDialog>
    </StationsPanel>
  );
}
