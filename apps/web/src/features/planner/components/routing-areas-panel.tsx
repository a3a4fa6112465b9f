import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { MESSAGES } from '@stationboard/domain/messages';
import { routingAreaCreateSchema } from '@stationboard/domain/schemas/routing-area';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { createRoutingArea } from '../api/create-routing-area.ts';
import { deleteRoutingArea } from '../api/delete-routing-area.ts';
import { routingAreasQueryOptions, useRoutingAreas, type RoutingArea } from '../api/get-routing-areas.ts';
import { updateRoutingArea } from '../api/update-routing-area.ts';
import { StationHelpPopover } from './station-help-popover.tsx';

/**
 * Spec 2 §2 External Routing Areas: where the TV sends people once the maximum attendance is
 * reached or no station is free. Only Active areas are offered there.
 */
export function RoutingAreasPanel({ centerId, canEdit }: { centerId: string; canEdit: boolean }) {
  const areas = useRoutingAreas(centerId);
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<RoutingArea | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: routingAreasQueryOptions(centerId).queryKey });

  async function handleAdd(event: FormEvent) {
    event.preventDefault();
    const parsed = routingAreaCreateSchema.safeParse({ area_name: name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.routingAreaNameRequired);
      return;
    }
    setBusyId('new');
    setError(null);
    try {
      await createRoutingArea({ areaName: parsed.data.area_name, centerId });
      setName('');
      await reload();
    } catch (caught) {
      setError(failureText(caught, MESSAGES.routingAreaAddFailed));
    } finally {
      setBusyId(null);
    }
  }

  async function toggle(area: RoutingArea) {
    setBusyId(area.id);
    setError(null);
    try {
      await updateRoutingArea({ areaId: area.id, isRouting: !area.is_routing });
      await reload();
    } catch (caught) {
      setError(failureText(caught, MESSAGES.routingStatusUpdateFailed));
    } finally {
      setBusyId(null);
    }
  }

  async function remove(area: RoutingArea) {
    try {
      await deleteRoutingArea(area.id);
    } catch (caught) {
      throw new Error(failureText(caught, MESSAGES.routingAreaDeleteFailed), { cause: caught });
    }
    await reload();
  }

  return (
    <section aria-labelledby="routing-areas" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-1.5">
        <h2 id="routing-areas" className="text-base font-semibold text-slate-900">
          External Routing Areas
        </h2>
        <StationHelpPopover topic="External Routing Areas">
          Overflow routing: when the floor is full or no station is free, the TV badge scan sends people to the Active areas listed here. Inactive areas
          are kept but not offered.
        </StationHelpPopover>
      </div>
      {areas.error && (
        <Alert tone="error" className="mt-3">
          {failureText(areas.error, MESSAGES.routingAreasLoadFailed)}
        </Alert>
      )}
      {!areas.data && !areas.error && <Spinner className="mt-3 text-slate-500" />}
      {areas.data && areas.data.length === 0 && <p className="mt-3 text-sm text-slate-500">No routing areas yet.</p>}
      {areas.data && areas.data.length > 0 && (
        <ul aria-label="Routing areas" className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-200">
          {areas.data.map((area) => (
            <li key={area.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="font-medium text-slate-900">{area.area_name}</span>
              <span className="flex items-center gap-2">
                <button
                  type="button"
                  aria-label={`${area.area_name}: ${area.is_routing ? 'Active' : 'Inactive'}`}
                  aria-pressed={area.is_routing}
                  disabled={!canEdit || busyId !== null}
                  onClick={() => void toggle(area)}
                  className={cn(
                    'rounded-full px-2.5 py-0.5 text-xs font-semibold disabled:cursor-not-allowed',
                    area.is_routing ? 'bg-green-100 text-green-800 hover:bg-green-200' : 'bg-slate-200 text-slate-700 hover:bg-slate-300',
                  )}
                >
                  {area.is_routing ? 'Active' : 'Inactive'}
                </button>
                {canEdit && (
                  <button
                    type="button"
                    aria-label={`Remove ${area.area_name}`}
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
        <form onSubmit={(event) => void handleAdd(event)} className="mt-3 flex items-end gap-2">
          <TextField label="New routing area" value={name} onChange={(event) => setName(event.target.value)} className="flex-1" />
          <Button type="submit" disabled={busyId !== null}>
            {busyId === 'new' && <Spinner className="size-4" />}
            Add
          </Button>
        </form>
      )}
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove Routing Area"
        confirmLabel="Remove"
        onConfirm={() => remove(removing!)}
      >
        {`Remove ${removing?.area_name ?? ''}? Badge scans will no longer send people there.`}
      </ConfirmDialog>
    </section>
  );
}
