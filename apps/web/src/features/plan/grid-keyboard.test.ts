import { describe, expect, it } from 'vitest';
import { gridKey, INITIAL_GRID_STATE, rangeOf, type GridContext, type GridKey, type GridState } from './grid-keyboard.ts';

const GRID: GridContext = { rows: 20, cols: 8, canEdit: true, hasTopResult: true };

/** Presses keys one after another from `state`, answering the last outcome. */
function press(keys: (string | GridKey)[], state: GridState = INITIAL_GRID_STATE, context: GridContext = GRID) {
  let outcome = { state, effect: null as unknown, isHandled: false };
  for (const key of keys) outcome = gridKey(outcome.state, typeof key === 'string' ? { key } : key, context);
  return outcome;
}

describe('the day-plan grid keyboard', () => {
  it('moves the cursor with the arrows, and stops at the edges', () => {
    expect(press(['ArrowDown', 'ArrowDown', 'ArrowRight']).state.cursor).toEqual({ row: 2, col: 1 });
    expect(press(['ArrowUp', 'ArrowLeft']).state.cursor).toEqual({ row: 0, col: 0 });
    expect(press(['PageDown', 'PageDown', 'PageDown']).state.cursor).toEqual({ row: 19, col: 0 });
  });

  it('stretches a range with Shift+arrows from where it started, and a plain arrow or Esc drops it', () => {
    const shift = (key: string) => ({ key, shift: true });
    const selected = press(['ArrowDown', shift('ArrowDown'), shift('ArrowDown'), shift('ArrowRight')]);
    expect(rangeOf(selected.state)).toEqual({ top: 1, left: 0, bottom: 3, right: 1 });
    expect(press(['ArrowLeft'], selected.state).state.anchor).toBeNull();
    expect(press(['Escape'], selected.state).state.anchor).toBeNull();
    expect(rangeOf(press([shift('ArrowUp')], { cursor: { row: 5, col: 3 }, anchor: null, editing: null }).state)).toEqual({
      top: 4,
      left: 3,
      bottom: 5,
      right: 3,
    });
  });

  it('opens the search with the character typed, and Esc cancels it where it was', () => {
    const typing = press(['ArrowDown', 'm']);
    expect(typing.state.editing).toBe('m');
    const cancelled = press(['Escape'], typing.state);
    expect(cancelled.state).toEqual({ cursor: { row: 1, col: 0 }, anchor: null, editing: null });
    expect(cancelled.effect).toBeNull();
  });

  it('leaves the keys typed into the search to the search box', () => {
    const typing = press(['m']);
    const outcome = press(['a', 'ArrowLeft', 'Backspace'], typing.state);
    expect(outcome.isHandled).toBe(false);
    expect(outcome.state).toEqual(typing.state);
  });

  it('assigns the top result with Enter and moves down; with Tab, and moves right', () => {
    const enter = press(['ArrowRight', 'm', 'Enter']);
    expect(enter.effect).toEqual({ kind: 'assign', cell: { row: 0, col: 1 } });
    expect(enter.state).toEqual({ cursor: { row: 1, col: 1 }, anchor: null, editing: null });
    const tab = press(['m', 'Tab']);
    expect(tab.effect).toEqual({ kind: 'assign', cell: { row: 0, col: 0 } });
    expect(tab.state.cursor).toEqual({ row: 0, col: 1 });
  });

  it('keeps the search open on Enter while there is no result to assign', () => {
    const outcome = press(['m', 'Enter'], INITIAL_GRID_STATE, { ...GRID, hasTopResult: false });
    expect(outcome.effect).toBeNull();
    expect(outcome.state.editing).toBe('m');
  });

  it('moves right with Tab and down with Enter outside the search, and lets Tab leave the grid from the last quarter', () => {
    expect(press(['Tab', 'Enter']).state.cursor).toEqual({ row: 1, col: 1 });
    const last = { cursor: { row: 0, col: 7 }, anchor: null, editing: null };
    expect(press(['Tab'], last).isHandled).toBe(false);
    expect(press([{ key: 'Tab', shift: true }], last).state.cursor).toEqual({ row: 0, col: 6 });
  });

  it('unassigns the range with Delete or Backspace', () => {
    const selected = press(['ArrowDown', { key: 'ArrowDown', shift: true }]);
    expect(press(['Delete'], selected.state).effect).toEqual({ kind: 'clear', range: { top: 1, left: 0, bottom: 2, right: 0 } });
    expect(press(['Backspace']).effect).toEqual({ kind: 'clear', range: { top: 0, left: 0, bottom: 0, right: 0 } });
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z or Ctrl+Y', () => {
    expect(press([{ key: 'z', mod: true }]).effect).toEqual({ kind: 'undo' });
    expect(press([{ key: 'Z', mod: true, shift: true }]).effect).toEqual({ kind: 'redo' });
    expect(press([{ key: 'y', mod: true }]).effect).toEqual({ kind: 'redo' });
  });

  it('lets a reader move and select but change nothing', () => {
    const reader = { ...GRID, canEdit: false };
    expect(press(['ArrowDown'], INITIAL_GRID_STATE, reader).state.cursor).toEqual({ row: 1, col: 0 });
    for (const key of ['m', 'Delete', 'F2']) {
      const outcome = press([key], INITIAL_GRID_STATE, reader);
      expect(outcome.effect, key).toBeNull();
      expect(outcome.state.editing, key).toBeNull();
    }
    expect(press([{ key: 'z', mod: true }], INITIAL_GRID_STATE, reader).isHandled).toBe(false);
  });

  it('leaves Ctrl+C and Ctrl+V to the browser, whose copy and paste events the grid answers', () => {
    expect(press([{ key: 'c', mod: true }]).isHandled).toBe(false);
    expect(press([{ key: 'v', mod: true }]).isHandled).toBe(false);
  });
});
