import { useCallback, useEffect, useRef, useState } from 'react';
import type { CanvasBounds } from '@stationboard/domain/stations/canvas-bounds';
import { clampStationCoordinate } from '@stationboard/domain/stations/station-position';
import { LAYOUT_SAVED_MESSAGE_MS } from '@stationboard/domain/timings';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import type { StationPositionInput } from '@stationboard/domain/schemas/station';

export type XY = { x: number; y: number };

/** An unsaved change: a new place on the map, or null for "take it off the map". */
export type PendingMoves = ReadonlyMap<string, XY | null>;

/** Where a station stands on the map with the unsaved changes; null: off the map. */
export function positionOf(station: Station, moves: PendingMoves): XY | null {
  const move = moves.get(station.id);
  if (move !== undefined) return move;
  return station.position_x !== null && station.position_y !== null ? { x: station.position_x, y: station.position_y } : null;
}

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export type SavePosition = (stationId: string, position: StationPositionInput) => Promise<void>;

/** Spec 1 §5: dragged coordinates are rounded and kept 50 px inside the canvas. */
export function clampToCanvas(position: XY, bounds: CanvasBounds): XY {
  return { x: clampStationCoordinate(position.x, bounds.width), y: clampStationCoordinate(position.y, bounds.height) };
}

const toInput = (move: XY | null): StationPositionInput => (move ? { position_x: move.x, position_y: move.y } : { position_x: null, position_y: null });

/**
 * Spec 1 §4 "Layout lock": locked by default; unlocked, stations can be dragged, hidden and
 * placed. Changes wait here until saved: one PUT per changed station, one after another
 * (spec 1 §7). A failure stops the sequence and keeps what was not saved, so Save can be
 * pressed again. Success shows 'Saved!' for 2 s and then locks.
 */
export function useLayoutEditor({ savePosition, onSaved }: { savePosition: SavePosition; onSaved: (saved: PendingMoves) => void }) {
  const [isLocked, setIsLocked] = useState(true);
  const [moves, setMoves] = useState<PendingMoves>(() => new Map());
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const savedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (savedTimer.current) clearTimeout(savedTimer.current);
    },
    [],
  );

  const change = useCallback((stationId: string, move: XY | null) => {
    setMoves((current) => new Map(current).set(stationId, move));
    setSaveState((state) => (state === 'failed' ? 'idle' : state));
  }, []);

  const move = useCallback((stationId: string, position: XY, bounds: CanvasBounds) => change(stationId, clampToCanvas(position, bounds)), [change]);
  const hide = useCallback((stationId: string) => change(stationId, null), [change]);

  const reset = useCallback(() => {
    setMoves(new Map());
    setSaveState('idle');
  }, []);

  const save = useCallback(async () => {
    if (moves.size === 0) return;
    setSaveState('saving');
    const saved = new Map<string, XY | null>();
    try {
      for (const [stationId, target] of moves) {
        await savePosition(stationId, toInput(target));
        saved.set(stationId, target);
      }
    } catch {
      setMoves((current) => {
        const rest = new Map(current);
        for (const [id, target] of saved) if (rest.get(id) === target) rest.delete(id);
        return rest;
      });
      if (saved.size > 0) onSaved(saved);
      setSaveState('failed');
      return;
    }
    setMoves((current) => {
      const rest = new Map(current);
      // A card dragged again while saving keeps its newer, unsaved place.
      for (const [id, target] of saved) if (rest.get(id) === target) rest.delete(id);
      return rest;
    });
    onSaved(saved);
    setSaveState('saved');
    if (savedTimer.current) clearTimeout(savedTimer.current);
    savedTimer.current = setTimeout(() => {
      savedTimer.current = null;
      setSaveState('idle');
      setIsLocked(true);
    }, LAYOUT_SAVED_MESSAGE_MS);
  }, [moves, onSaved, savePosition]);

  return {
    isLocked,
    setIsLocked,
    moves,
    hasUnsavedChanges: moves.size > 0,
    saveState,
    move,
    hide,
    reset,
    save,
  };
}

export type LayoutEditor = ReturnType<typeof useLayoutEditor>;
