/** Spec 1 §5: keeps a dragged card clear of the canvas edge so it can still be grabbed. */
export const STATION_POSITION_MARGIN = 50;

/**
 * Rounds and clamps one coordinate of a dragged station between the margin and `bound` minus
 * the margin. On a canvas too small for both margins the low edge wins, so a card never gets a
 * negative position.
 */
export function clampStationCoordinate(value: number, bound: number): number {
  const upper = bound - STATION_POSITION_MARGIN;
  return Math.max(STATION_POSITION_MARGIN, Math.min(Math.round(value), upper));
}
