import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { LINE_NUMBERS } from '@stationboard/domain/stations/station-kind';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { centerConfigQueryOptions } from '../../../lib/api/get-center-config.ts';
import { setStationCritical } from '../../../lib/api/set-station-critical.ts';
import { toggleStationActive } from '../../../lib/api/toggle-station-active.ts';
import { LineActivationButton } from '../../../components/line-activation/line-activation-button.tsx';
import { cn } from '../../../lib/cn.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { deleteStation } from '../api/delete-station.ts';
import { ColumnHeads } from './column-heads.tsx';
import { StationFormDialog } from './station-form-dialog.tsx';
import { stationHandLabel } from './station-hand.ts';
import { StationHelpPopover } from './station-help-popover.tsx';
import { ACTIONS_CELL } from '../../../components/ui/table-actions-cell.ts';

export type StationTableProps = {
  centerId: string;
  /** Sorted as they should be listed. */
  stations: readonly Station[];
  /** MANAGER and up: add, edit, the active, critical and line toggles. */
  canManage: boolean;
  /** ADMIN and SUDO: the Delete button (spec 2 §6 "admin-level flag"). */
  canDelete: boolean;
};

type Editing = { station: Station | null } | null;

/** A yes/no cell that is a switch for those who may change it. */
function FlagSwitch({
  label,
  isOn,
  onLabel,
  offLabel,
  canChange,
  onToggle,
}: {
  label: string;
  isOn: boolean;
  onLabel: string;
  offLabel: string;
  canChange: boolean;
  onToggle: () => void;
}) {
  const className = cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', isOn ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700');
  if (!canChange) return <span className={className}>{isOn ? onLabel : offLabel}</span>;
  return (
    // Named by its label, its state told by aria-checked; Yes/No is that state for the eye (decision 124).
    // relative: the hidden name is placed in the button, not past the table's scroll box where it would widen the page.
    <button type="button" role="switch" aria-checked={isOn} onClick={onToggle} className={cn(className, 'relative hover:ring-2 hover:ring-slate-300')}>
      <span className="sr-only">{label}</span>
      <span aria-hidden>{isOn ? onLabel : offLabel}</span>
    </button>
  );
}

/**
 * Spec 2 §2 station management: the stations table with Add, Edit and Delete Station, the
 * per-station active and critical switches, and the Activate/Deactivate Line buttons.
 */
export function StationTable({ centerId, stations, canManage, canDelete }: StationTableProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Station | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Every stations query of the center, the map's included, and the rules a delete takes along. */
  const reloadStations = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.stationsOfCenter(centerId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.rotationRules(centerId) }),
    ]);

  async function run(action: () => Promise<unknown>, fallback: string) {
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(failureText(caught, fallback));
    } finally {
      await reloadStations();
    }
  }

  async function toggleCritical(station: Station) {
    await run(async () => {
      let configId: string;
      try {
        configId = (await queryClient.fetchQuery(centerConfigQueryOptions(centerId))).id;
      } catch (caught) {
        throw caught instanceof AppError && caught.status === 404 ? new Error(MESSAGES.noCenterTvConfig) : caught;
      }
      await setStationCritical({ centerConfigId: configId, stationId: station.id, critical: !station.is_critical });
    }, MESSAGES.updateCriticalFailed);
  }

  async function remove(station: Station) {
    try {
      await deleteStation({ stationId: station.id, centerId });
    } catch (caught) {
      throw new Error(failureText(caught, MESSAGES.deleteStationFailed), { cause: caught });
    }
    await reloadStations();
  }

  const lines = LINE_NUMBERS.filter((line) => stations.some((s) => s.line_number === line));

  return (
    <section aria-labelledby="stations-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div className="flex items-center gap-1.5">
          <h2 id="stations-heading" className="text-base font-semibold text-ink">
            {MESSAGES.stationsRegion}
          </h2>
          <StationHelpPopover topic={MESSAGES.stationsRegion}>{MESSAGES.stationsHelp}</StationHelpPopover>
          <span className="ml-2 text-sm text-ink-muted">{MESSAGES.stationCount(stations.length)}</span>
        </div>
        {canManage && (
          <div className="flex flex-wrap items-center gap-2">
            {lines.map((line) => (
              // Spec 2 §4, asking first (issue 25); "now" is the server's running quarter here.
              <LineActivationButton
                key={line}
                centerId={centerId}
                lineNumber={line}
                isAnyActive={stations.some((s) => s.line_number === line && s.is_active)}
                now={null}
                variant="secondary"
                className="px-3 py-1.5"
              />
            ))}
            <Button className="px-3 py-1.5" onClick={() => setEditing({ station: null })}>
              <Plus aria-hidden className="size-4" />
              {MESSAGES.addStation}
            </Button>
          </div>
        )}
      </div>
      {error && (
        <Alert tone="error" className="mx-4 mt-3">
          {error}
        </Alert>
      )}
      <div className="relative overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-left text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <ColumnHeads
              labels={[
                MESSAGES.columnCode,
                MESSAGES.columnType,
                MESSAGES.columnLine,
                MESSAGES.columnManual,
                MESSAGES.columnHand,
                MESSAGES.activeBadge,
                MESSAGES.criticalTag,
              ]}
              hasActions={canManage}
            />
          </thead>
          <tbody>
            {stations.map((station) => (
              <tr key={station.id} className="border-t border-slate-100">
                <th scope="row" className="px-4 py-2 text-left font-semibold text-ink">
                  {station.station_code}
                </th>
                <td className="px-4 py-2 text-slate-700">{station.station_type.name}</td>
                <td className="px-4 py-2 text-slate-700">{MESSAGES.lineLabel(station.line_number)}</td>
                <td className="px-4 py-2 text-slate-700">{station.is_manual ? MESSAGES.yes : MESSAGES.no}</td>
                <td className="px-4 py-2 text-slate-700">{stationHandLabel(station.is_right_handed)}</td>
                <td className="px-4 py-2">
                  <FlagSwitch
                    label={MESSAGES.activeFlagOf(station.station_code)}
                    isOn={station.is_active}
                    onLabel={MESSAGES.activeBadge}
                    offLabel={MESSAGES.inactiveBadge}
                    canChange={canManage}
                    onToggle={() => void run(() => toggleStationActive({ stationId: station.id, centerId }), MESSAGES.updateActiveFailed)}
                  />
                </td>
                <td className="px-4 py-2">
                  <FlagSwitch
                    label={MESSAGES.criticalFlagOf(station.station_code)}
                    isOn={station.is_critical}
                    onLabel={MESSAGES.criticalTag}
                    offLabel={MESSAGES.no}
                    canChange={canManage}
                    onToggle={() => void toggleCritical(station)}
                  />
                </td>
                {canManage && (
                  <td className={cn('px-4 py-2', ACTIONS_CELL)}>
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        className="px-2 py-1"
                        aria-label={MESSAGES.editItem(station.station_code)}
                        onClick={() => setEditing({ station })}
                      >
                        <Pencil aria-hidden className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        className="px-2 py-1 text-red-700 hover:bg-red-50"
                        aria-label={MESSAGES.deleteItem(station.station_code)}
                        title={canDelete ? undefined : MESSAGES.onlyAdminsDeleteStations}
                        disabled={!canDelete}
                        onClick={() => setDeleting(station)}
                      >
                        <Trash2 aria-hidden className="size-4" />
                      </Button>
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && (
        <StationFormDialog centerId={centerId} station={editing.station} onOpenChange={(open) => !open && setEditing(null)} onSaved={reloadStations} />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={MESSAGES.deleteStationTitle}
        confirmLabel={MESSAGES.deleteStationTitle}
        typedConfirmation={{ phrase: 'DELETE', mismatchMessage: MESSAGES.typeDeleteToConfirm }}
        onConfirm={() => remove(deleting!)}
      >
        {MESSAGES.deleteStationText(deleting?.station_code ?? '')}
      </ConfirmDialog>
    </section>
  );
}
