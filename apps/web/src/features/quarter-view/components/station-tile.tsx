import { X } from 'lucide-react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { arrivalOf } from '@stationboard/domain/assignments/arrival';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { ArrivalMark, arrivalLabel } from '../../../components/arrival/arrival-mark.tsx';
import { cn } from '../../../lib/cn.ts';

export type TileStatus = 'assigned' | 'wildcard' | 'empty';

export function tileStatus(station: Station): TileStatus {
  if (!station.current_assignment) return 'empty';
  return station.current_assignment.is_wildcard ? 'wildcard' : 'assigned';
}

const STATUS_TEXT: Record<TileStatus, string> = { assigned: MESSAGES.tileAssigned, wildcard: MESSAGES.tileWildcard, empty: MESSAGES.tileEmpty };

const STATUS_TONES: Record<TileStatus, { box: string; badge: string }> = {
  assigned: { box: 'border-green-300 bg-green-50', badge: 'bg-status-assigned text-on-status' },
  wildcard: { box: 'border-amber-300 bg-amber-50', badge: 'bg-status-wildcard text-on-status' },
  empty: { box: 'border-red-300 bg-red-50', badge: 'bg-status-unassigned text-on-status' },
};

export type StationTileProps = {
  station: Station;
  isConflict: boolean;
  isOpen: boolean;
  /** The quarter people are arriving for: the tile says whether its person has checked in (issue 25). */
  showArrival?: boolean;
  /** Absent for VIEW: the tile is then not a button (decision 050). */
  onOpen?: (station: Station, anchor: HTMLElement) => void;
};

/**
 * Spec 2 §2 tile: code, the employee's name or Unassigned, their ID, and the status in its
 * colour; in the quarter people are arriving for, whether they have checked in (issue 25). A
 * switched-off station is greyed and crossed out; a conflict rings it in red.
 */
export function StationTile({ station, isConflict, isOpen, showArrival = false, onOpen }: StationTileProps) {
  const status = tileStatus(station);
  const assignment = station.current_assignment;
  const name = assignment?.employee_name ?? MESSAGES.unassigned;
  const alias = assignment?.employee.employee_id ?? null;
  const arrival = showArrival ? arrivalOf(station) : null;
  // Everything the tile shows, the login beside the name as on the tile (two people may share a name).
  const label = [
    station.station_code,
    alias ? `${name} (${alias})` : name,
    arrival ? arrivalLabel(arrival) : null,
    STATUS_TEXT[status],
    station.is_active ? null : MESSAGES.inactiveBadge,
  ]
    .filter(Boolean)
    .join(', ');
  const tone = STATUS_TONES[status];

  // The label is the tile's name; its lines show the same in pieces (WCAG 2.5.3, decision 124).
  const body = (
    <>
      {!station.is_active && <X aria-hidden strokeWidth={1.5} className="pointer-events-none absolute inset-0 m-auto size-16 text-slate-400/70" />}
      <span aria-hidden className="block font-mono text-sm leading-tight font-bold break-words text-ink">
        {station.station_code}
      </span>
      <span aria-hidden className={cn('mt-1 block truncate text-sm', assignment ? 'font-medium text-slate-800' : 'text-ink-muted italic')}>
        {name}
      </span>
      {arrival && <ArrivalMark arrival={arrival} className="mt-1 px-1.5 py-0.5 text-[11px]" />}
      <span aria-hidden className="mt-1.5 flex h-5 items-center justify-between gap-2">
        {alias ? (
          <span className="truncate rounded bg-white/80 px-1.5 py-0.5 font-mono text-[11px] text-slate-700 ring-1 ring-slate-300">{alias}</span>
        ) : (
          <span />
        )}
        <span className={cn('shrink-0 rounded px-1.5 py-0.5 text-[11px] font-bold', station.is_active ? tone.badge : 'bg-status-inactive text-on-status')}>
          {station.is_active ? STATUS_TEXT[status] : `${MESSAGES.inactiveBadge} · ${STATUS_TEXT[status]}`}
        </span>
      </span>
    </>
  );

  const className = cn(
    'relative block h-full w-full rounded-lg border-2 px-3 py-2 text-left shadow-sm transition-shadow',
    station.is_active ? tone.box : 'border-slate-300 bg-slate-100 grayscale',
    isConflict && 'animate-pulse ring-4 ring-red-500 ring-offset-1',
    isOpen && 'ring-2 ring-blue-600 ring-offset-1',
  );
  const data = {
    'data-station-id': station.id,
    'data-station-code': station.station_code,
    'data-status': status,
    'data-arrival': arrival ?? undefined,
    'data-inactive': !station.is_active || undefined,
    'data-conflict': isConflict || undefined,
  };

  if (!onOpen) {
    return (
      // Focusable by script only: a followed link brings VIEW to the tile (issue 25).
      <div
        role="group"
        tabIndex={-1}
        aria-label={label}
        title={label}
        className={cn(className, 'focus:ring-2 focus:ring-blue-600 focus:ring-offset-1 focus:outline-none')}
        {...data}
      >
        {body}
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      title={label}
      onClick={(event) => onOpen(station, event.currentTarget)}
      className={cn(className, 'hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus')}
      {...data}
    >
      <span className="sr-only">{label}</span>
      {body}
    </button>
  );
}

/** What every tile of the screen shares: which one is flagged, which one is open, how to open one. */
export type TileState = Pick<StationTileProps, 'onOpen' | 'showArrival'> & { conflictStationId: string | null; openStationId: string | null };

/** A list of tiles: side by side, as many to a row as fit, or one under the other in a column. */
export function StationTiles({
  stations,
  label,
  state,
  layout = 'grid',
}: {
  stations: readonly Station[];
  label: string;
  state: TileState;
  layout?: 'grid' | 'column';
}) {
  return (
    <ul aria-label={label} className={cn('grid gap-3', layout === 'grid' && 'grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]')}>
      {stations.map((station) => (
        <li key={station.id}>
          <StationTile
            station={station}
            isConflict={station.id === state.conflictStationId}
            isOpen={station.id === state.openStationId}
            showArrival={state.showArrival}
            onOpen={state.onOpen}
          />
        </li>
      ))}
    </ul>
  );
}
