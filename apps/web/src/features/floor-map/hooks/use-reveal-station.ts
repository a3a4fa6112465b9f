import { useCallback, type RefObject } from 'react';
import { useReactFlow } from '@xyflow/react';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { STATION_CARD_HEIGHT_PX, STATION_CARD_WIDTH_PX } from '@stationboard/domain/timings';
import { positionOf, type PendingMoves } from './use-layout-editor.ts';

type UseRevealStationOptions = {
  /** The phone's list shows instead of the floor. */
  isList: boolean;
  container: HTMLElement | null;
  canvasRef: RefObject<HTMLElement | null>;
  moves: PendingMoves;
};

/** Brings a card (or the list's row) into view when the Tab walk or the arrow keys reach one outside the visible floor. */
export function useRevealStation({ isList, container, canvasRef, moves }: UseRevealStationOptions) {
  const { flowToScreenPosition, setCenter, getZoom } = useReactFlow();
  return useCallback(
    (station: Station) => {
      if (isList) {
        container?.querySelector(`[data-station-id="${station.id}"]`)?.scrollIntoView({ block: 'nearest' });
        return;
      }
      const position = positionOf(station, moves);
      const box = canvasRef.current?.getBoundingClientRect();
      if (!position || !box) return;
      const topLeft = flowToScreenPosition(position);
      const bottomRight = flowToScreenPosition({ x: position.x + STATION_CARD_WIDTH_PX, y: position.y + STATION_CARD_HEIGHT_PX });
      const isVisible = topLeft.x >= box.left && topLeft.y >= box.top && bottomRight.x <= box.right && bottomRight.y <= box.bottom;
      if (!isVisible) void setCenter(position.x + STATION_CARD_WIDTH_PX / 2, position.y + STATION_CARD_HEIGHT_PX / 2, { zoom: getZoom(), duration: 0 });
    },
    [container, isList, moves, canvasRef, flowToScreenPosition, getZoom, setCenter],
  );
}
