import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuarterTab } from '@stationboard/domain/quarters/quarter-tabs';
import { QUARTER_VIEW_CONFLICT_AFTER_TAB_SWITCH_MS, QUARTER_VIEW_CONFLICT_HIGHLIGHT_MS } from '@stationboard/domain/timings';

/** The station a refused assignment named, and the tabs it shows under. */
export type ConflictHighlight = { stationId: string; tabs: readonly QuarterTab[] };

export type ConflictHighlightState = {
  conflict: ConflictHighlight | null;
  /** An EMPLOYEE_CONFLICT answer named `stationId`: highlight it and its tabs. */
  flag: (stationId: string, tabs: readonly QuarterTab[]) => void;
  /** A successful assignment ends the highlight at once. */
  clear: () => void;
};

/**
 * Spec 2 §4 conflict highlight: 8 s from the conflict, or 5 s after the user switches to one
 * of the station's tabs to look for it, whichever ends first; a new conflict replaces the old.
 */
export function useConflictHighlight(activeTab: QuarterTab): ConflictHighlightState {
  const [conflict, setConflict] = useState<ConflictHighlight | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const shownTab = useRef(activeTab);

  const stopTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);

  const clear = useCallback(() => {
    stopTimers();
    setConflict(null);
  }, [stopTimers]);

  const clearAfter = useCallback((ms: number) => timers.current.push(setTimeout(clear, ms)), [clear]);

  const flag = useCallback(
    (stationId: string, tabs: readonly QuarterTab[]) => {
      stopTimers();
      setConflict({ stationId, tabs });
      clearAfter(QUARTER_VIEW_CONFLICT_HIGHLIGHT_MS);
    },
    [clearAfter, stopTimers],
  );

  useEffect(() => {
    if (shownTab.current === activeTab) return;
    shownTab.current = activeTab;
    if (conflict?.tabs.includes(activeTab)) clearAfter(QUARTER_VIEW_CONFLICT_AFTER_TAB_SWITCH_MS);
  }, [activeTab, conflict, clearAfter]);

  useEffect(() => stopTimers, [stopTimers]);

  return { conflict, flag, clear };
}
