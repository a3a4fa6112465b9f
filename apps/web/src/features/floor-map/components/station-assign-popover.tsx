import { useCallback, useMemo } from 'react';
import { hasMinimumRole, type Role } from '@stationboard/domain/roles/roles';
import type { RosterDay } from '@stationboard/domain/roster/roster';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import type { NextStationWalk } from '@stationboard/domain/stations/next-station';
import { employeePlacements } from '@stationboard/domain/assignments/employee-placements';
import { useStationActions } from '../hooks/use-station-actions.ts';
import type { StationHighlights } from '../hooks/use-station-highlights.ts';
import { StationPopover } from './station-popover.tsx';
import { StationPopoverFrame, type PopoverAnchor } from './station-popover-frame.tsx';

export type StationAssignPopoverProps = {
  centerId: string;
  role: Role;
  quarter: { id: string; quarter_name: string };
  /** The assignment date (YYYY-MM-DD). */
  date: string;
  /** Decision 153: the roster day of the quarter on that date. */
  rosterDay?: RosterDay | null;
  station: Station;
  /** Every station of the quarter, for where each person already is (issue 25). */
  stations: readonly Station[];
  /** The element the popover opens beside. */
  anchor: PopoverAnchor;
  onClose: () => void;
  /** Where focus goes when the popover closes by Esc or by its own buttons. */
  onReturnFocus: () => void;
  /** The person asked for already holds `stationId` this quarter (an EMPLOYEE_CONFLICT answer). */
  onConflict: (stationId: string) => void;
  onAssigned: (stationId: string) => void;
  /** Tab in the search box: open the next station; false when there is none. */
  onNext: () => boolean;
  /** The walk `onNext` follows, which the popover's hint describes. */
  walk: NextStationWalk;
};

/**
 * The map's assignment popover for screens other than the map (the quarter view): the same
 * popover and actions, anchored to the caller's element, with the map's timed card states
 * handed back as callbacks so the caller shows them its own way. The actions change the
 * shared stations cache (lib/api/get-stations.ts), so the caller's list updates at once.
 */
export function StationAssignPopover({
  centerId,
  role,
  quarter,
  date,
  rosterDay = null,
  station,
  stations,
  anchor,
  onClose,
  onReturnFocus,
  onConflict,
  onAssigned,
  onNext,
  walk,
}: StationAssignPopoverProps) {
  const query = useMemo(() => ({ centerId, quarterId: quarter.id, date }), [centerId, quarter.id, date]);
  const flash = useCallback<StationHighlights['flash']>(
    (stationId, kind) => (kind === 'conflict' ? onConflict(stationId) : onAssigned(stationId)),
    [onConflict, onAssigned],
  );
  const actions = useStationActions({ centerId, query, flash });
  const anchorRef = useMemo(() => ({ current: anchor }), [anchor]);
  const placements = useMemo(() => employeePlacements(stations), [stations]);

  return (
    <StationPopoverFrame station={station} anchor={anchorRef} onClose={onClose} onReturnFocus={onReturnFocus}>
      <StationPopover
        key={station.id}
        station={station}
        quarterName={quarter.quarter_name}
        centerId={centerId}
        canToggle={hasMinimumRole(role, 'MANAGER')}
        walk={walk}
        placements={placements}
        rosterDay={rosterDay}
        actions={{
          assign: (employee, wildcard, choice) => actions.assign(station, employee, wildcard, choice),
          remove: () => actions.remove(station),
          toggleActive: () => actions.toggleActive(station),
          toggleCritical: () => actions.toggleCritical(station),
          createAndAssign: (person, choice) => actions.createAndAssign(station, person, choice),
          openNext: onNext,
          close: onClose,
        }}
      />
    </StationPopoverFrame>
  );
}
