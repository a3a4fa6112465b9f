import { memo } from 'react';
import { EyeOff, Flame, ShieldAlert } from 'lucide-react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { arrivalOf, type Arrival } from '@stationboard/domain/assignments/arrival';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { displayStationCode } from '@stationboard/domain/stations/station-code';
import { lineColour, type LineColour } from '@stationboard/domain/stations/station-kind';
import { STATION_CARD_HEIGHT_PX, STATION_CARD_WIDTH_PX } from '@stationboard/domain/timings';
import { ArrivalMark, arrivalLabel } from '../../../components/arrival/arrival-mark.tsx';
import { cn } from '../../../lib/cn.ts';
import type { StationHighlight } from '../hooks/use-station-highlights.ts';

/** Spec 1 §2 line colours: 1 blue, 2 green, 3 purple, 4 orange, indirects cyan, other grey. */
export const LINE_BAR: Record<LineColour, string> = {
  blue: 'bg-blue-500',
  green: 'bg-green-500',
  purple: 'bg-purple-500',
  orange: 'bg-orange-500',
  cyan: 'bg-cyan-500',
  grey: 'bg-slate-400',
};

/** Spec 1 §4 station card states, as the map draws them. */
export type StationCardState = 'empty' | 'occupied' | 'wildcard' | 'inactive';

export function stationCardState(station: Station): StationCardState {
  if (!station.is_active) return 'inactive';
  if (!station.current_assignment) return 'empty';
  return station.current_assignment.is_wildcard ? 'wildcard' : 'occupied';
}

export const STATE_BOX: Record<StationCardState, string> = {
  empty: 'border-dashed border-slate-300 bg-slate-50',
  occupied: 'border-slate-300 bg-white',
  wildcard: 'border-amber-400 bg-amber-50',
  inactive: 'border-slate-300 bg-slate-200 text-ink-muted',
};

export const HIGHLIGHT_RING: Record<StationHighlight, string> = {
  conflict: 'ring-4 ring-red-500 animate-pulse',
  justAssigned: 'ring-4 ring-emerald-400',
};

export type StationCardProps = {
  station: Station;
  highlight?: StationHighlight | null;
  /** Its popover is open. */
  isOpen?: boolean;
  /** Layout unlocked: the card can be dragged and hidden instead of opened. */
  isUnlocked?: boolean;
  /** Moved or placed but not saved yet. */
  isMoved?: boolean;
  /** TV Mode is on: the code reads as on the other TV views (spec 1 §2, '4-' codes as SAP). */
  isTvMode?: boolean;
  /** On the map, the cards are one tab stop that arrow keys move (decision 122); left out, the card keeps its own. */
  isTabStop?: boolean;
  /** The quarter people are arriving for: say whether the person has checked in (issue 25). */
  showArrival?: boolean;
  /** Another quarter is loading: the person here is not known yet, so the card says so rather than 'Unassigned'. */
  isLoading?: boolean;
  /** Opens the assignment popover; without it the card only shows (VIEW, decision 030). */
  onOpen?: () => void;
  onHide?: () => void;
};

/**
 * What the card says to assistive technology, starting with what it shows in the order it
 * shows it (WCAG 2.5.3, decision 122): its code as drawn (shortened, SAP in TV Mode), the
 * employee, the arrival word, the state badges, then the critical mark, and last what the
 * arrival word means (issue 25).
 */
function describe(code: string, station: Station, state: StationCardState, isMoved: boolean, arrival: Arrival | null, isLoading: boolean): string {
  const who = isLoading ? MESSAGES.loading : (station.current_assignment?.employee_name ?? MESSAGES.unassigned);
  const parts = [code, who];
  // The card shows the short word ('In', 'Not in') under the name; the whole of it ends the name.
  if (arrival) parts.push(arrivalLabel(arrival, true));
  if (state === 'wildcard') parts.push(MESSAGES.wildcardAssignment);
  if (state === 'inactive') parts.push(MESSAGES.inactiveBadge);
  if (isMoved) parts.push(MOVED);
  if (station.current_assignment?.override_reason) parts.push(MESSAGES.skillsOverrideMark);
  if (station.is_critical) parts.push(MESSAGES.criticalStation);
  if (arrival) parts.push(arrivalLabel(arrival));
  return parts.join(', ');
}

const MOVED = 'Moved';

/**
 * A 96 x 80 station card (spec 1 §2, §9): shortened code (SAP for a '4-' code in TV Mode),
 * line colour, the employee. Each state has its own look and a `data-state` for tests; the
 * timed highlights ring the card.
 */
export const StationCard = memo(function StationCard({
  station,
  highlight = null,
  isOpen = false,
  isUnlocked = false,
  isMoved = false,
  isTvMode = false,
  isTabStop,
  showArrival = false,
  isLoading = false,
  onOpen,
  onHide,
}: StationCardProps) {
  const state = stationCardState(station);
  const assignment = station.current_assignment;
  const arrival = showArrival && !isLoading ? arrivalOf(station) : null;
  const code = displayStationCode(station.station_code, { tv: isTvMode });
  const label = describe(code, station, state, isMoved, arrival, isLoading);
  // The tooltip names the station by its whole code.
  const title = describe(station.station_code, station, state, isMoved, arrival, isLoading);
  const isButton = onOpen !== undefined && !isUnlocked;
  const tabIndex = isTabStop === undefined ? undefined : isTabStop ? 0 : -1;
  const body = (
    <>
      <span aria-hidden className={cn('block h-1.5 w-full shrink-0', LINE_BAR[lineColour(station)])} />
      <span className="flex min-h-0 flex-1 flex-col px-1.5 pt-0.5 pb-1">
        <span className="flex items-center justify-between gap-1">
          <span className="truncate text-[11px] font-bold text-slate-900">{code}</span>
          <span className="flex shrink-0 items-center gap-0.5">
            {assignment?.override_reason && (
              // Issue 15: assigned though lacking a required skill (decision 131).
              <span role="img" aria-label={MESSAGES.skillsOverrideMark} title={MESSAGES.skillsOverrideMark} data-override="skills">
                <ShieldAlert aria-hidden className="size-3 text-orange-700" />
              </span>
            )}
            {station.is_critical && <Flame aria-hidden className="size-3 shrink-0 text-red-600" />}
          </span>
        </span>
        {/* Spaces between the parts: the text read as a whole (WCAG 2.5.3 checks) keeps its words apart; flex layout ignores them. */}{' '}
        {isLoading ? (
          <span className="mt-0.5 text-[10px] text-ink-muted">…</span>
        ) : assignment ? (
          // With the arrival mark under it, the name keeps one line so the card's height holds both.
          <span
            className={cn(
              'mt-0.5 text-[11px] leading-tight font-medium break-words',
              arrival ? 'truncate' : 'line-clamp-2',
              state === 'inactive' ? 'text-ink-muted' : 'text-slate-800',
            )}
          >
            {assignment.employee_name}
          </span>
        ) : (
          <span className="mt-0.5 text-[10px] text-ink-muted italic">{MESSAGES.unassigned}</span>
        )}
        {arrival && (
          <>
            {' '}
            <ArrivalMark arrival={arrival} short className="mt-0.5 self-start px-1 text-[10px] leading-3.5" />
          </>
        )}{' '}
        <span className="mt-auto flex items-center gap-1">
          {state === 'wildcard' && (
            <span className="rounded bg-amber-400 px-1 text-[10px] leading-3.5 font-bold text-amber-950 uppercase">{MESSAGES.tileWildcard}</span>
          )}
          {state === 'inactive' && (
            <span className="relative z-10 rounded bg-slate-500 px-1 text-[10px] leading-3.5 font-bold text-white uppercase">{MESSAGES.inactiveBadge}</span>
          )}{' '}
          {isMoved && <span className="rounded bg-blue-600 px-1 text-[10px] leading-3.5 font-bold text-white uppercase">{MOVED}</span>}
        </span>
      </span>
      {state === 'inactive' && (
        // Greyed and crossed (spec 1 §4): two thin diagonals over the whole card.
        <svg aria-hidden className="pointer-events-none absolute inset-0 size-full text-ink-muted/70" viewBox="0 0 96 80" preserveAspectRatio="none">
          <line x1="0" y1="0" x2="96" y2="80" stroke="currentColor" strokeWidth="1.5" />
          <line x1="96" y1="0" x2="0" y2="80" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      )}
    </>
  );
  const className = cn(
    'relative flex flex-col overflow-hidden rounded-lg border text-left shadow-sm transition-shadow',
    STATE_BOX[state],
    highlight ? HIGHLIGHT_RING[highlight] : isOpen && 'ring-2 ring-blue-600',
    isMoved && 'outline-2 outline-offset-2 outline-blue-500 outline-dashed',
    isUnlocked ? 'cursor-grab active:cursor-grabbing' : isButton && 'cursor-pointer hover:shadow-md',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
  );
  const style = { width: STATION_CARD_WIDTH_PX, height: STATION_CARD_HEIGHT_PX };
  const data = {
    'data-station-id': station.id,
    'data-station-code': station.station_code,
    'data-state': state,
    'data-highlight': highlight ?? undefined,
    'data-arrival': arrival ?? undefined,
  };

  return (
    <div className="relative" style={style}>
      {isButton ? (
        <button
          type="button"
          tabIndex={tabIndex}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          title={title}
          className={cn(className, 'size-full')}
          onClick={onOpen}
          {...data}
        >
          {body}
        </button>
      ) : (
        <div role="group" tabIndex={tabIndex} aria-label={label} title={title} className={cn(className, 'size-full')} {...data}>
          {body}
        </div>
      )}
      {isUnlocked && onHide && (
        <button
          type="button"
          tabIndex={tabIndex}
          aria-label={`Hide ${station.station_code}`}
          title={MESSAGES.takeOffMap}
          // nodrag: pressing the button must not start dragging the card under it.
          className="nodrag absolute -top-2 -right-2 rounded-full border border-slate-300 bg-white p-1 text-slate-600 shadow hover:bg-red-50 hover:text-red-700"
          onClick={onHide}
        >
          <EyeOff aria-hidden className="size-3" />
        </button>
      )}
    </div>
  );
});
