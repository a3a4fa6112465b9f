import type { CellRange } from './grid-keyboard.ts';

/** A range as a spreadsheet copies it: one line a row, cells apart by tabs. */
export function rangeToText(range: CellRange, valueAt: (row: number, col: number) => string): string {
  const lines: string[] = [];
  for (let row = range.top; row <= range.bottom; row++) {
    const cells: string[] = [];
    for (let col = range.left; col <= range.right; col++) cells.push(valueAt(row, col));
    lines.push(cells.join('\t'));
  }
  return lines.join('\n');
}

/** Pasted text as rows of cells: lines by \n or \r\n, cells by tabs; the one line break a spreadsheet adds at the end does not count. */
export function parsePastedText(text: string): string[][] {
  const trimmed = text.replace(/\r?\n$/, '');
  if (trimmed === '') return [];
  return trimmed.split(/\r?\n/).map((line) => line.split('\t'));
}

export type PastedCell = { row: number; col: number; value: string };

/**
 * Where pasted rows go: from the range's top-left cell, as far as the grid goes. One value
 * pasted into a range of several cells fills them all, as a spreadsheet does.
 */
export function placePastedRows(rows: readonly (readonly string[])[], range: CellRange, size: { rows: number; cols: number }): PastedCell[] {
  const single = rows.length === 1 && rows[0]!.length === 1 ? rows[0]![0]! : null;
  const placed: PastedCell[] = [];
  if (single !== null) {
    for (let row = range.top; row <= range.bottom; row++) for (let col = range.left; col <= range.right; col++) placed.push({ row, col, value: single });
    return placed;
  }
  rows.forEach((cells, i) =>
    cells.forEach((value, j) => {
      const row = range.top + i;
      const col = range.left + j;
      if (row < size.rows && col < size.cols) placed.push({ row, col, value });
    }),
  );
  return placed;
}
