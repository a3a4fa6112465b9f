import { Dialog } from 'radix-ui';
import { EyeOff, MapPin, RotateCcw, Save, X } from 'lucide-react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { compareStationCodes } from '@stationboard/domain/stations/station-code';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import type { PendingMoves, SaveState } from '../hooks/use-layout-editor.ts';

export type ManagePositionsDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  stations: readonly Station[];
  moves: PendingMoves;
  saveState: SaveState;
  onPlace: (stationId: string) => void;
  onHide: (stationId: string) => void;
  onSave: () => void;
  onReset: () => void;
  /** Where the dialog renders: inside the map, so it shows in full screen too. */
  container: HTMLElement | null;
};

const small =
  'inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/**
 * Spec 1 §2 manage-positions dialog: every station with where it stands, Place for those off
 * the map (then a click on the floor puts it there) and Hide for those on it, with the
 * layout's Save and Reset.
 */
export function ManagePositionsDialog({
  isOpen,
  onOpenChange,
  stations,
  moves,
  saveState,
  onPlace,
  onHide,
  onSave,
  onReset,
  container,
}: ManagePositionsDialogProps) {
  const ordered = [...stations].sort((a, b) => compareStationCodes(a.station_code, b.station_code));
  const onMap = (station: Station) => {
    const move = moves.get(station.id);
    if (move !== undefined) return move;
    return station.position_x !== null && station.position_y !== null ? { x: station.position_x, y: station.position_y } : null;
  };
  const placedCount = ordered.filter((s) => onMap(s) !== null).length;

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{MESSAGES.managePositions}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">
                {placedCount} of {ordered.length} stations on the map. Place puts a station where you next click on the floor.
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label={MESSAGES.close} className="rounded p-1 text-ink-muted hover:bg-slate-100 hover:text-slate-800">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <ul aria-label={MESSAGES.stationsRegion} className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto px-5">
            {ordered.map((station) => {
              const position = onMap(station);
              const isChanged = moves.has(station.id);
              return (
                <li key={station.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-semibold text-slate-900">
                      {station.station_code}
                      {!station.is_active && (
                        <span className="ml-2 rounded bg-slate-200 px-1 text-[11px] font-bold text-slate-600">{MESSAGES.inactiveBadge}</span>
                      )}
                    </p>
                    <p className={cn('text-xs', isChanged ? 'font-medium text-blue-700' : 'text-ink-muted')}>
                      {MESSAGES.lineLabel(station.line_number)} · {position ? MESSAGES.onMapAt(position.x, position.y) : MESSAGES.notOnMapBadge}
                      {isChanged && ` ${MESSAGES.unsavedMark}`}
                    </p>
                  </div>
                  {position ? (
                    <button
                      type="button"
                      aria-label={MESSAGES.hideItem(station.station_code)}
                      onClick={() => onHide(station.id)}
                      className={cn(small, 'border-slate-300 text-slate-700 hover:bg-slate-50')}
                    >
                      <EyeOff aria-hidden className="size-3.5" />
                      {MESSAGES.hideStation}
                    </button>
                  ) : (
                    <button
                      type="button"
                      aria-label={MESSAGES.placeItem(station.station_code)}
                      onClick={() => onPlace(station.id)}
                      className={cn(small, 'border-blue-300 text-blue-800 hover:bg-blue-50')}
                    >
                      <MapPin aria-hidden className="size-3.5" />
                      {MESSAGES.placeStation}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="flex items-center justify-end gap-2 border-t border-slate-200 px-5 py-3">
            <button
              type="button"
              disabled={moves.size === 0 || saveState === 'saving'}
              onClick={onReset}
              className={cn(small, 'border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50')}
            >
              <RotateCcw aria-hidden className="size-4" />
              {MESSAGES.reset}
            </button>
            <button
              type="button"
              disabled={moves.size === 0 || saveState === 'saving'}
              onClick={onSave}
              className={cn(small, 'border-blue-700 bg-blue-700 px-3 py-1.5 text-sm text-white hover:bg-blue-800')}
            >
              {saveState === 'saving' ? <Spinner className="size-4" /> : <Save aria-hidden className="size-4" />}
              {MESSAGES.save}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
