import { useMemo, type RefObject } from 'react';
import type { Placement } from '@stationboard/domain/assignments/employee-placements';
import type { RosterDay } from '@stationboard/domain/roster/roster';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import type { StationActions } from '../hooks/use-station-actions.ts';
import { StationPopover } from './station-popover.tsx';
import { StationPopoverFrame } from './station-popover-frame.tsx';

export type MapStationPopoverProps = {
  /** The open station; null when none is, or while another quarter loads. */
  station: Station | null;
  /** No card on the map: the Tab walk brought the popover to it (decision 090). */
  isOffMap: boolean;
  /** The phone's list shows instead of the floor. */
  isList: boolean;
  isPhone: boolean;
  container: HTMLElement | null;
  canvasRef: RefObject<HTMLElement | null>;
  quarterName: string | null;
  centerId: string;
  canToggle: boolean;
  placements: ReadonlyMap<string, Placement>;
  /** Decision 153: the roster day of the quarter shown, whatever date the map plans. */
  rosterDay: RosterDay | null;
  stationActions: StationActions;
  /** Tab: the next station of the walk; false when there is none. */
  openNext: (station: Station) => boolean;
  onClose: () => void;
  onReturnFocus: () => void;
};

/**
 * The assignment popover on the map. It follows its card while the map pans and zooms; a
 * station with no card hangs it from the top of the floor. The list has a row for every
 * station, on the map or not, and on a phone no card leaves room beside it: there the popover
 * goes under its card or row.
 */
export function MapStationPopover({
  station,
  isOffMap,
  isList,
  isPhone,
  container,
  canvasRef,
  quarterName,
  centerId,
  canToggle,
  placements,
  rosterDay,
  stationActions,
  openNext,
  onClose,
  onReturnFocus,
}: MapStationPopoverProps) {
  const isAnchoredToFloor = isOffMap && !isList;
  const stationId = station?.id ?? null;
  const anchor = useMemo(
    () => ({
      current: {
        getBoundingClientRect: () => {
          if (!isAnchoredToFloor) return container?.querySelector(`[data-station-id="${stationId}"]`)?.getBoundingClientRect() ?? new DOMRect();
          const floor = canvasRef.current?.getBoundingClientRect();
          return floor ? new DOMRect(floor.left, floor.top, floor.width, 0) : new DOMRect();
        },
      },
    }),
    [container, canvasRef, stationId, isAnchoredToFloor],
  );

  return (
    <StationPopoverFrame
      station={station}
      anchor={anchor}
      side={isPhone || isAnchoredToFloor ? 'bottom' : 'right'}
      container={container}
      onClose={onClose}
      onReturnFocus={onReturnFocus}
    >
      {station && (
        <StationPopover
          key={station.id}
          station={station}
          quarterName={quarterName}
          centerId={centerId}
          canToggle={canToggle}
          isOffMap={isOffMap}
          placements={placements}
          rosterDay={rosterDay}
          actions={{
            assign: (employee, wildcard, choice) => stationActions.assign(station, employee, wildcard, choice),
            remove: () => stationActions.remove(station),
            toggleActive: () => stationActions.toggleActive(station),
            toggleCritical: () => stationActions.toggleCritical(station),
            createAndAssign: (person, choice) => stationActions.createAndAssign(station, person, choice),
            openNext: () => openNext(station),
            close: onClose,
          }}
        />
      )}
    </StationPopoverFrame>
  );
}
