/**
 * The day-plan grid's keyboard, as a spreadsheet's (issue 27, decision 148), kept pure so its
 * rules are tested without a browser. The cursor is a cell (a station row, a quarter column);
 * Shift+arrows stretch a range from where they started; typing opens the cell's search, where
 * Enter assigns the top result and moves down, Tab assigns it and moves right, Esc cancels.
 * Copy and paste come as the browser's copy and paste events (plan-clipboard.ts).
 */
export type Cell = { row: number; col: number };
export type CellRange = { top: number; left: number; bottom: number; right: number };
export type GridState = {
  cursor: Cell;
  /** Where a Shift+arrow range started; null: the range is the cursor alone. */
  anchor: Cell | null;
  /** The search typed in the cursor's cell; null when not editing. */
  editing: string | null;
};

export type GridKey = { key: string; shift?: boolean; mod?: boolean; alt?: boolean };

export type GridContext = {
  rows: number;
  cols: number;
  canEdit: boolean;
  /** Editing: the search has a top result to assign. */
  hasTopResult: boolean;
};

export type GridEffect = { kind: 'assign'; cell: Cell } | { kind: 'clear'; range: CellRange } | { kind: 'undo' } | { kind: 'redo' };

/** What a key does: the next state, what to do on the server, and whether the key was the grid's (else the browser's). */
export type GridOutcome = { state: GridState; effect: GridEffect | null; isHandled: boolean };

export const INITIAL_GRID_STATE: GridState = { cursor: { row: 0, col: 0 }, anchor: null, editing: null };

/** Rows a Page Up or Page Down moves. */
const PAGE_ROWS = 10;

const ARROWS: Record<string, Cell> = {
  ArrowUp: { row: -1, col: 0 },
  ArrowDown: { row: 1, col: 0 },
  ArrowLeft: { row: 0, col: -1 },
  ArrowRight: { row: 0, col: 1 },
  PageUp: { row: -PAGE_ROWS, col: 0 },
  PageDown: { row: PAGE_ROWS, col: 0 },
};

const clamp = (value: number, max: number) => Math.max(0, Math.min(max - 1, value));

function moved(cell: Cell, by: Cell, { rows, cols }: GridContext): Cell {
  return { row: clamp(cell.row + by.row, rows), col: clamp(cell.col + by.col, cols) };
}

/** The range a state covers: from the anchor to the cursor, or the cursor alone. */
export function rangeOf({ cursor, anchor }: GridState): CellRange {
  const from = anchor ?? cursor;
  return {
    top: Math.min(from.row, cursor.row),
    left: Math.min(from.col, cursor.col),
    bottom: Math.max(from.row, cursor.row),
    right: Math.max(from.col, cursor.col),
  };
}

export function isInRange(range: CellRange, { row, col }: Cell): boolean {
  return row >= range.top && row <= range.bottom && col >= range.left && col <= range.right;
}

const handled = (state: GridState, effect: GridEffect | null = null): GridOutcome => ({ state, effect, isHandled: true });
const passed = (state: GridState): GridOutcome => ({ state, effect: null, isHandled: false });

/** A key while the cell's search is open: Enter and Tab assign the top result and move on, Esc cancels; the rest is typing. */
function editingKey(state: GridState, key: GridKey, context: GridContext): GridOutcome {
  if (key.key === 'Escape') return handled({ ...state, editing: null });
  if (key.key !== 'Enter' && key.key !== 'Tab') return passed(state);
  if (!context.hasTopResult) return handled(state);
  const by = key.key === 'Enter' ? { row: key.shift ? -1 : 1, col: 0 } : { row: 0, col: key.shift ? -1 : 1 };
  return handled({ cursor: moved(state.cursor, by, context), anchor: null, editing: null }, { kind: 'assign', cell: state.cursor });
}

/** One key on the grid. */
export function gridKey(state: GridState, key: GridKey, context: GridContext): GridOutcome {
  if (context.rows === 0 || context.cols === 0) return passed(state);
  if (state.editing !== null) return editingKey(state, key, context);

  const arrow = ARROWS[key.key];
  if (arrow && !key.mod && !key.alt) {
    const anchor = key.shift ? (state.anchor ?? state.cursor) : null;
    return handled({ ...state, cursor: moved(state.cursor, arrow, context), anchor });
  }
  if (key.key === 'Tab' || key.key === 'Enter') {
    const by = key.key === 'Tab' ? { row: 0, col: key.shift ? -1 : 1 } : { row: key.shift ? -1 : 1, col: 0 };
    const cursor = moved(state.cursor, by, context);
    // Tab past the last quarter (or before the first) leaves the grid, as focus should.
    if (key.key === 'Tab' && cursor.col === state.cursor.col) return passed(state);
    return handled({ ...state, cursor, anchor: null });
  }
  if (key.key === 'Escape') return state.anchor ? handled({ ...state, anchor: null }) : passed(state);
  if (key.mod && key.key.toLowerCase() === 'z') return context.canEdit ? handled(state, { kind: key.shift ? 'redo' : 'undo' }) : passed(state);
  if (key.mod && key.key.toLowerCase() === 'y') return context.canEdit ? handled(state, { kind: 'redo' }) : passed(state);
  if (!context.canEdit || key.mod || key.alt) return passed(state);
  if (key.key === 'Delete' || key.key === 'Backspace') return handled(state, { kind: 'clear', range: rangeOf(state) });
  if (key.key === 'F2') return handled({ ...state, anchor: null, editing: '' });
  // A printable character starts the search with itself, as typing into a spreadsheet cell does.
  if (key.key.length === 1 && key.key !== ' ') return handled({ ...state, anchor: null, editing: key.key });
  return passed(state);
}
