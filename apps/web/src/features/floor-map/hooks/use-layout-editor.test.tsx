import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StationPositionInput } from '@stationboard/domain/schemas/station';
import { clampToCanvas, useLayoutEditor, type SavePosition } from './use-layout-editor.ts';

const BOUNDS = { width: 1500, height: 1200 };

function setup(savePosition: SavePosition = vi.fn(async () => undefined)) {
  const onSaved = vi.fn();
  const hook = renderHook(() => useLayoutEditor({ savePosition, onSaved }));
  return { ...hook, savePosition, onSaved };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('clampToCanvas', () => {
  it('rounds and keeps a card 50 px inside the canvas', () => {
    expect(clampToCanvas({ x: 10.4, y: 1300 }, BOUNDS)).toEqual({ x: 50, y: 1150 });
    expect(clampToCanvas({ x: 700.6, y: 300.2 }, BOUNDS)).toEqual({ x: 701, y: 300 });
  });
});

describe('useLayoutEditor', () => {
  it('starts locked with nothing to save', () => {
    const { result } = setup();
    expect(result.current.isLocked).toBe(true);
    expect(result.current.hasUnsavedChanges).toBe(false);
  });

  it('keeps moves and hides, rounded and clamped, until saved or reset', () => {
    const { result } = setup();
    act(() => result.current.move('a', { x: 20.7, y: 99.5 }, BOUNDS));
    act(() => result.current.hide('b'));
    expect([...result.current.moves]).toEqual([
      ['a', { x: 50, y: 100 }],
      ['b', null],
    ]);
    act(() => result.current.reset());
    expect(result.current.hasUnsavedChanges).toBe(false);
  });

  it('saves one station after another, shows Saved! for 2 s, then locks', async () => {
    const order: string[] = [];
    let release!: () => void;
    const savePosition = vi.fn(async (id: string, position: StationPositionInput) => {
      order.push(`start ${id} ${JSON.stringify(position)}`);
      if (id === 'a') await new Promise<void>((resolve) => (release = resolve));
      order.push(`end ${id}`);
    });
    const { result, onSaved } = setup(savePosition);
    act(() => result.current.setIsLocked(false));
    act(() => result.current.move('a', { x: 200, y: 300 }, BOUNDS));
    act(() => result.current.hide('b'));

    let saving!: Promise<void>;
    act(() => {
      saving = result.current.save();
    });
    expect(result.current.saveState).toBe('saving');
    // The second call waits for the first answer.
    expect(order).toEqual(['start a {"position_x":200,"position_y":300}']);
    await act(async () => {
      release();
      await saving;
    });
    expect(order).toEqual(['start a {"position_x":200,"position_y":300}', 'end a', 'start b {"position_x":null,"position_y":null}', 'end b']);
    expect(result.current.saveState).toBe('saved');
    expect(result.current.hasUnsavedChanges).toBe(false);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(result.current.isLocked).toBe(false);

    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.saveState).toBe('saved');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.saveState).toBe('idle');
    expect(result.current.isLocked).toBe(true);
  });

  it('stops at the first refusal, keeps what was not saved and says so', async () => {
    const savePosition = vi.fn(async (id: string) => {
      if (id === 'b') throw new Error('refused');
    });
    const { result, onSaved } = setup(savePosition);
    act(() => result.current.setIsLocked(false));
    act(() => result.current.move('a', { x: 200, y: 300 }, BOUNDS));
    act(() => result.current.move('b', { x: 400, y: 300 }, BOUNDS));
    act(() => result.current.move('c', { x: 600, y: 300 }, BOUNDS));
    await act(() => result.current.save());
    expect(savePosition.mock.calls.map(([id]) => id)).toEqual(['a', 'b']);
    expect(result.current.saveState).toBe('failed');
    expect([...result.current.moves.keys()]).toEqual(['b', 'c']);
    expect([...onSaved.mock.calls[0]![0].keys()]).toEqual(['a']);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.isLocked).toBe(false);
  });
});
