import { useCallback, useEffect, useRef, useState } from 'react';
import { NEXT_STATION_POPOVER_DELAY_MS } from '@stationboard/domain/timings';

/**
 * Which station's popover is open on the map. The Tab walk closes it and opens the next one
 * 100 ms later (spec 1 §4); Esc, or an assign, gives focus back to the card of the last one
 * opened (decision 122).
 */
export function useMapPopover() {
  const [openStationId, setOpenStationId] = useState<string | null>(null);
  const lastOpenedId = useRef<string | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (openTimer.current) clearTimeout(openTimer.current);
    },
    [],
  );

  const show = useCallback((id: string) => {
    lastOpenedId.current = id;
    setOpenStationId(id);
  }, []);

  /** Opens at once, instead of any popover still waiting to open. */
  const open = useCallback(
    (id: string) => {
      if (openTimer.current) clearTimeout(openTimer.current);
      show(id);
    },
    [show],
  );

  const close = useCallback(() => setOpenStationId(null), []);

  /** Closes now and opens `id` after the Tab walk's pause, `beforeOpen` first (bringing it into view). */
  function openAfterPause(id: string, beforeOpen: () => void) {
    setOpenStationId(null);
    if (openTimer.current) clearTimeout(openTimer.current);
    openTimer.current = setTimeout(() => {
      openTimer.current = null;
      beforeOpen();
      show(id);
    }, NEXT_STATION_POPOVER_DELAY_MS);
  }

  return { openStationId, open, close, openAfterPause, lastOpenedId: () => lastOpenedId.current };
}
