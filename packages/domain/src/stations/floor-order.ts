/** A card on the floor: its station and the top-left corner it is drawn at. */
export type PlacedCard = { id: string; x: number; y: number };

/** The keys that move focus between the floor map's cards (decision 122). */
export type FloorMove = 'left' | 'right' | 'up' | 'down' | 'rowStart' | 'rowEnd' | 'first' | 'last';

/**
 * The cards as the floor shows them: rows from top to bottom, each from left to right. A card
 * joins a row when its top edge is less than `rowTolerance` below the row's first card, so a
 * line laid out by hand a few pixels uneven is still one row (decision 122).
 */
export function floorRows<T extends PlacedCard>(cards: readonly T[], rowTolerance: number): T[][] {
  const byTop = [...cards].sort((a, b) => a.y - b.y || a.x - b.x || a.id.localeCompare(b.id));
  const rows: T[][] = [];
  let rowTop = Number.NEGATIVE_INFINITY;
  for (const card of byTop) {
    const row = rows.at(-1);
    if (row && card.y - rowTop < rowTolerance) {
      row.push(card);
    } else {
      rows.push([card]);
      rowTop = card.y;
    }
  }
  for (const row of rows) row.sort((a, b) => a.x - b.x || a.y - b.y || a.id.localeCompare(b.id));
  return rows;
}

/** The card of the row nearest to `x`; the left one of two as near. */
function nearest<T extends PlacedCard>(row: readonly T[], x: number): T | undefined {
  return row.reduce<T | undefined>((best, card) => (best === undefined || Math.abs(card.x - x) < Math.abs(best.x - x) ? card : best), undefined);
}

/**
 * Where a key moves focus from `currentId` (decision 122): left and right read the floor like a
 * page, on into the next row and back into the previous one, so one key walks every card; up and
 * down go to the nearest card of the row above or below; Home and End to the ends of the row;
 * Ctrl+Home and Ctrl+End to the first and last card of the floor. Null where there is nowhere to go.
 */
export function moveOnFloor<T extends PlacedCard>(rows: readonly (readonly T[])[], currentId: string, move: FloorMove): T | null {
  const reading = rows.flat();
  if (move === 'first') return reading[0] ?? null;
  if (move === 'last') return reading.at(-1) ?? null;
  const rowIndex = rows.findIndex((row) => row.some((card) => card.id === currentId));
  const row = rows[rowIndex];
  if (!row) return reading[0] ?? null;
  const current = row.find((card) => card.id === currentId)!;
  const index = reading.indexOf(current);
  switch (move) {
    case 'left':
      return reading[index - 1] ?? null;
    case 'right':
      return reading[index + 1] ?? null;
    case 'rowStart':
      return row[0] ?? null;
    case 'rowEnd':
      return row.at(-1) ?? null;
    case 'up':
      return nearest(rows[rowIndex - 1] ?? [], current.x) ?? null;
    case 'down':
      return nearest(rows[rowIndex + 1] ?? [], current.x) ?? null;
  }
}
