import { CANVAS_MARGIN_PX, CANVAS_MIN_HEIGHT_PX, CANVAS_MIN_WIDTH_PX, STATION_CARD_HEIGHT_PX, STATION_CARD_WIDTH_PX } from '../timings.ts';

export type CanvasBounds = { width: number; height: number };

export type StationPosition = { position_x: number | null; position_y: number | null };

/**
 * Spec 1 §9: the floor canvas is at least 1500 x 1200 and reaches a 200 margin past the
 * furthest card (decision 031). Cards are measured from their top-left corner, the position
 * the map stores, so the furthest edge is the position plus the card's size. Stations off the
 * map (null coordinates) take no room.
 */
export function canvasBounds(stations: Iterable<StationPosition>): CanvasBounds {
  let right = 0;
  let bottom = 0;
  for (const { position_x: x, position_y: y } of stations) {
    if (x === null || y === null) continue;
    right = Math.max(right, x + STATION_CARD_WIDTH_PX);
    bottom = Math.max(bottom, y + STATION_CARD_HEIGHT_PX);
  }
  return {
    width: Math.max(CANVAS_MIN_WIDTH_PX, right + CANVAS_MARGIN_PX),
    height: Math.max(CANVAS_MIN_HEIGHT_PX, bottom + CANVAS_MARGIN_PX),
  };
}
