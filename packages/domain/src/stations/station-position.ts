/** Spec 1 §5: keeps a dragged card clear of the canvas edge so it can still be grabbed. */
export const STATION_POSITION_MARGIN = 50;

/**
 * The canvas grows with its stations (canvasBounds), so spec 1 §5's "canvas bound" is not a
 * fixed number. The map stops growing at this extent, which gives the server a bound it can
 * check without knowing the other stations (decision 085).
 */
export const CANVAS_MAX_EXTENT_PX = 10_000;

/** The band every stored coordinate lies in: the browser clamps to it, the server refuses the rest. */
export const STATION_POSITION_MIN = STATION_POSITION_MARGIN;
export const STATION_POSITION_MAX = CANVAS_MAX_EXTENT_PX - STATION_POSITION_MARGIN;

/**
 * Rounds and clamps one coordinate of a dragged station between the margin and `bound` minus
 * the margin, `bound` never counting past the largest canvas. On a canvas too small for both
 * margins the low edge wins, so a card never gets a negative position.
 */
export function clampStationCoordinate(value: number, bound: number): number {
  const upper = Math.min(bound, CANVAS_MAX_EXTENT_PX) - STATION_POSITION_MARGIN;
  return Math.max(STATION_POSITION_MIN, Math.min(Math.round(value), upper));
}
