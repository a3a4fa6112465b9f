import { useCallback, useMemo, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { floorRows, moveOnFloor, type FloorMove, type PlacedCard } from '@stationboard/domain/stations/floor-order';
import { STATION_CARD_HEIGHT_PX } from '@stationboard/domain/timings';

const KEY_MOVES: Record<string, FloorMove> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down', Home: 'rowStart', End: 'rowEnd' };
const CTRL_KEY_MOVES: Record<string, FloorMove> = { Home: 'first', End: 'last' };

/** Cards whose tops are less than half a card apart stand in one row. */
const ROW_TOLERANCE_PX = STATION_CARD_HEIGHT_PX / 2;

function moveFor(event: KeyboardEvent): FloorMove | undefined {
  if (event.altKey || event.metaKey || event.shiftKey) return undefined;
  return event.ctrlKey ? CTRL_KEY_MOVES[event.key] : KEY_MOVES[event.key];
}

export type CardFocus = {
  /** The card the Tab key reaches: the last one focused while it is on the floor, else the first of the floor. */
  tabStopId: string | null;
  /** Focuses the station's card, or the tab stop when it has none on the floor. */
  focusCard: (stationId: string | null) => void;
  /** For the canvas: arrow keys, Home and End on a card. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** For the canvas: a card focused any way (click, Tab, arrows) becomes the tab stop. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * The floor map's cards as one tab stop with a roving tabindex (WAI-ARIA APG, decision 122):
 * arrow keys move focus in floor order, and `onMoved` brings the new card into view.
 */
export function useCardFocus({
  cards,
  container,
  onMoved,
}: {
  cards: readonly PlacedCard[];
  container: HTMLElement | null;
  onMoved: (stationId: string) => void;
}): CardFocus {
  const rows = useMemo(() => floorRows(cards, ROW_TOLERANCE_PX), [cards]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const tabStopId = chosenId !== null && cards.some((card) => card.id === chosenId) ? chosenId : (rows[0]?.[0]?.id ?? null);

  const cardElement = useCallback(
    (stationId: string | null) => (stationId === null ? null : (container?.querySelector<HTMLElement>(`[data-station-id="${CSS.escape(stationId)}"]`) ?? null)),
    [container],
  );

  const focusCard = useCallback(
    (stationId: string | null) => {
      const element = cardElement(stationId) ?? cardElement(tabStopId);
      // The canvas clips its content: a focus that scrolled it would shift the whole floor.
      element?.focus({ preventScroll: true });
    },
    [cardElement, tabStopId],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const stationId = event.target instanceof HTMLElement ? event.target.dataset.stationId : undefined;
      const move = moveFor(event);
      if (stationId === undefined || move === undefined) return;
      event.preventDefault();
      const next = moveOnFloor(rows, stationId, move);
      if (!next) return;
      setChosenId(next.id);
      cardElement(next.id)?.focus({ preventScroll: true });
      onMoved(next.id);
    },
    [cardElement, onMoved, rows],
  );

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const stationId = event.target instanceof HTMLElement ? event.target.dataset.stationId : undefined;
    if (stationId !== undefined) setChosenId(stationId);
  }, []);

  return { tabStopId, focusCard, onKeyDown, onFocus };
}
