import { useCallback, useMemo, type RefObject } from 'react';
import { toStationNode } from '../components/station-node.tsx';
import { useCardFocus } from './use-card-focus.ts';
import { positionOf } from './use-layout-editor.ts';
import type { MapLayout } from './use-map-layout.ts';
import type { MapStations } from './use-map-stations.ts';
import { useRevealStation } from './use-reveal-station.ts';
import type { StationHighlight } from './use-station-highlights.ts';

type UseFloorCardsOptions = {
  map: MapStations;
  layout: MapLayout;
  /** The phone's list shows instead of the floor. */
  isList: boolean;
  container: HTMLElement | null;
  canvasRef: RefObject<HTMLElement | null>;
  highlights: ReadonlyMap<string, StationHighlight>;
  openStationId: string | null;
  isTvMode: boolean;
  /** MANAGER and up open the popover (decision 030). */
  canOpen: boolean;
};

/**
 * The floor's cards: placed where the unsaved changes put them (stations off the map have
 * none), one tab stop that the arrow keys move (decision 122), and brought into view when the
 * keys or the Tab walk reach one outside the visible floor.
 */
export function useFloorCards({ map, layout, isList, container, canvasRef, highlights, openStationId, isTvMode, canOpen }: UseFloorCardsOptions) {
  const { moves, isLocked } = layout.editor;
  const { shown, all, showArrival, isLoadingPeople } = map;
  const reveal = useRevealStation({ isList, container, canvasRef, moves });
  const placedCards = useMemo(
    () =>
      shown.flatMap((station) => {
        const position = positionOf(station, moves);
        return position ? [{ id: station.id, ...position }] : [];
      }),
    [shown, moves],
  );
  const revealCard = useCallback(
    (id: string) => {
      const station = all.find((s) => s.id === id);
      if (station) reveal(station);
    },
    [reveal, all],
  );
  const cardFocus = useCardFocus({ cards: placedCards, container, onMoved: revealCard });
  const tabStopId = cardFocus.tabStopId;

  const nodes = useMemo(
    () =>
      shown.flatMap((station) => {
        const position = positionOf(station, moves);
        if (!position) return [];
        return [
          toStationNode(station, {
            x: position.x,
            y: position.y,
            highlight: highlights.get(station.id) ?? null,
            isOpen: station.id === openStationId,
            isUnlocked: !isLocked,
            isMoved: moves.has(station.id),
            isTvMode,
            canOpen,
            isTabStop: station.id === tabStopId,
            showArrival,
            isLoading: isLoadingPeople,
          }),
        ];
      }),
    [shown, moves, isLocked, highlights, openStationId, isTvMode, canOpen, tabStopId, showArrival, isLoadingPeople],
  );

  return { nodes, cardFocus, reveal };
}
