import { useCallback, useMemo, useState } from 'react';
import { z } from 'zod';
import type { SavedView } from '@stationboard/domain/stations/opening-view';

/** On a phone the stations show on the canvas or as a list by line (issue 18). */
export type MapViewMode = 'canvas' | 'list';

const preferencesSchema = z.object({
  view: z.object({ centerX: z.number(), centerY: z.number(), zoom: z.number().positive() }).nullable(),
  mode: z.enum(['canvas', 'list']),
});
type Preferences = z.infer<typeof preferencesSchema>;

const EMPTY: Preferences = { view: null, mode: 'canvas' };

function read(key: string): Preferences {
  try {
    const parsed = preferencesSchema.safeParse(JSON.parse(window.localStorage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : EMPTY;
  } catch {
    return EMPTY;
  }
}

function write(key: string, change: Partial<Preferences>): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ ...read(key), ...change }));
  } catch {
    // A full or blocked storage only forgets the view.
  }
}

export type MapViewMemory = { read: () => SavedView | null; write: (view: SavedView) => void };

/**
 * Issue 18: where each user left the map on this device, per center, and whether their phone
 * shows the canvas or the list. Kept in localStorage under the user's id, so people who share a
 * tablet each find their own place.
 */
export function useMapPreferences(userId: string, centerId: string) {
  const key = `stationboard.floor-map.${userId}.${centerId}`;
  const [mode, setModeState] = useState<MapViewMode>(() => read(key).mode);
  const setMode = useCallback(
    (next: MapViewMode) => {
      setModeState(next);
      write(key, { mode: next });
    },
    [key],
  );
  // Read when a canvas opens (a toggle back from the list opens one again), written after each move.
  const viewMemory = useMemo<MapViewMemory>(() => ({ read: () => read(key).view, write: (view) => write(key, { view }) }), [key]);
  return { mode, setMode, viewMemory };
}
