import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 1 §4 card states that last a few seconds. */
export type StationHighlight = 'conflict' | 'justAssigned';

export type StationHighlights = {
  highlights: ReadonlyMap<string, StationHighlight>;
  /** Shows `kind` on the station for `durationMs`; a new flash on the same station replaces the old one. */
  flash: (stationId: string, kind: StationHighlight, durationMs: number) => void;
};

export function useStationHighlights(): StationHighlights {
  const [highlights, setHighlights] = useState<ReadonlyMap<string, StationHighlight>>(() => new Map());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const flash = useCallback((stationId: string, kind: StationHighlight, durationMs: number) => {
    const previous = timers.current.get(stationId);
    if (previous) clearTimeout(previous);
    setHighlights((current) => new Map(current).set(stationId, kind));
    timers.current.set(
      stationId,
      setTimeout(() => {
        timers.current.delete(stationId);
        setHighlights((current) => {
          const next = new Map(current);
          next.delete(stationId);
          return next;
        });
      }, durationMs),
    );
  }, []);

  return { highlights, flash };
}
