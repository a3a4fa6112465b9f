import { memo } from 'react';
import { Flame } from 'lucide-react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { arrivalOf } from '@stationboard/domain/assignments/arrival';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { lineColour } from '@stationboard/domain/stations/station-kind';
import { groupStationsByLine } from '@stationboard/domain/stations/stations-by-line';
import { ArrivalMark, arrivalLabel } from '../../../components/arrival/arrival-mark.tsx';
import { cn } from '../../../lib/cn.ts';
import type { StationHighlight } from '../hooks/use-station-highlights.ts';
import { HIGHLIGHT_RING, LINE_BAR, STATE_BOX, stationCardState } from './station-card.tsx';

export type StationListProps = {
  stations: readonly Station[];
  highlights: ReadonlyMap<string, StationHighlight>;
  openStationId: string | null;
  /** Opens the assignment popover; without it the rows only show (VIEW, decision 030). */
  onOpen?: (stationId: string) => void;
  /** The quarter people are arriving for: each row says whether its person has checked in (issue 25). */
  showArrival?: boolean;
  /** Another quarter is loading: the people are not known yet. */
  isLoading?: boolean;
  /** Shown instead of the groups when there is no row (the not-yet-arrived filter left none). */
  emptyText?: string;
};

/**
 * Issue 18: the floor map on a phone, as a list of stations by line. A row opens the same
 * popover a card does (it carries the card's `data-station-id`, which the popover hangs from)
 * and wears the card's states; its name is its visible text, whole codes included.
 */
export function StationList({ stations, highlights, openStationId, onOpen, showArrival = false, isLoading = false, emptyText }: StationListProps) {
  return (
    <div className="h-full space-y-4 overflow-y-auto px-3 py-3">
      {stations.length === 0 && emptyText && <p className="py-6 text-center text-sm text-ink-muted">{emptyText}</p>}
      {groupStationsByLine(stations).map((group) => (
        <section key={group.key} aria-labelledby={`station-list-${group.key}`}>
          <h2 id={`station-list-${group.key}`} className="mb-1.5 text-sm font-bold text-slate-700">
            {group.title}
          </h2>
          <ul className="space-y-1.5">
            {group.stations.map((station) => (
              <li key={station.id}>
                <StationRow
                  station={station}
                  highlight={highlights.get(station.id) ?? null}
                  isOpen={station.id === openStationId}
                  onOpen={onOpen}
                  showArrival={showArrival}
                  isLoading={isLoading}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

type StationRowProps = {
  station: Station;
  highlight: StationHighlight | null;
  isOpen: boolean;
  onOpen?: (stationId: string) => void;
  showArrival: boolean;
  isLoading: boolean;
};

const StationRow = memo(function StationRow({ station, highlight, isOpen, onOpen, showArrival, isLoading }: StationRowProps) {
  const state = stationCardState(station);
  const assignment = station.current_assignment;
  const arrival = showArrival && !isLoading ? arrivalOf(station) : null;
  const className = cn(
    'flex min-h-12 w-full items-center gap-3 rounded-lg border px-3 py-2 text-left shadow-sm',
    STATE_BOX[state],
    highlight ? HIGHLIGHT_RING[highlight] : isOpen && 'ring-2 ring-blue-600',
  );
  const data = { 'data-station-id': station.id, 'data-state': state, 'data-highlight': highlight ?? undefined, 'data-arrival': arrival ?? undefined };
  const body = (
    <>
      <span aria-hidden className={cn('h-8 w-1.5 shrink-0 rounded-full', LINE_BAR[lineColour(station)])} />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-bold text-slate-900">{station.station_code}</span>
        {isLoading ? (
          <span className="block text-sm text-slate-600">{MESSAGES.loading}</span>
        ) : assignment ? (
          <span className="block truncate text-sm text-slate-800">{assignment.employee_name}</span>
        ) : (
          <span className="block text-sm text-slate-600 italic">{MESSAGES.unassigned}</span>
        )}
      </span>
      {arrival && (
        <>
          <ArrivalMark arrival={arrival} className="shrink-0 px-1.5 py-0.5 text-xs" />
          {/* The row's name is its text: the mark's words are for the eye, these for the ear. */}
          <span className="sr-only">{arrivalLabel(arrival)}</span>
        </>
      )}
      {station.is_critical && <Flame aria-label={MESSAGES.criticalStation} className="size-4 shrink-0 text-red-600" />}
      {state === 'wildcard' && <span className="rounded bg-amber-400 px-1.5 text-xs font-bold text-amber-950 uppercase">{MESSAGES.tileWildcard}</span>}
      {state === 'inactive' && <span className="rounded bg-slate-500 px-1.5 text-xs font-bold text-white uppercase">{MESSAGES.inactiveBadge}</span>}
    </>
  );
  if (!onOpen) {
    return (
      <div className={className} {...data}>
        {body}
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      className={cn(className, 'cursor-pointer hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600')}
      onClick={() => onOpen(station.id)}
      {...data}
    >
      {body}
    </button>
  );
});
