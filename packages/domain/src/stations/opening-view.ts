import {
  LEGIBLE_TEXT_PX,
  OPENING_VIEW_PADDING_PX,
  STATION_CARD_HEIGHT_PX,
  STATION_CARD_SMALLEST_TEXT_PX,
  STATION_CARD_WIDTH_PX,
  ZOOM_MAX,
} from '../timings.ts';
import { isLineStation, type StationKindFacts } from './station-kind.ts';
import type { StationPosition } from './canvas-bounds.ts';

/** xyflow's viewport: the floor's origin on screen and the scale. */
export type Viewport = { x: number; y: number; zoom: number };
export type Size = { width: number; height: number };
export type Box = { x: number; y: number; width: number; height: number };
/** Where a user last left the map: the floor point at the middle of the screen, and the scale. */
export type SavedView = { centerX: number; centerY: number; zoom: number };

/** The least zoom at which every text of a station card renders at LEGIBLE_TEXT_PX or more. */
export const LEGIBLE_ZOOM = LEGIBLE_TEXT_PX / STATION_CARD_SMALLEST_TEXT_PX;

/**
 * The box around the first line's cards: the lowest line number among the placed line
 * stations, or every placed card when the floor has no line. Null for an empty floor.
 */
export function firstLineBox(stations: Iterable<StationPosition & StationKindFacts>): Box | null {
  const placed = [...stations].filter((s) => s.position_x !== null && s.position_y !== null);
  const lines = placed.filter(isLineStation).map((s) => s.line_number!);
  const first = lines.length > 0 ? Math.min(...lines) : null;
  const cards = first === null ? placed : placed.filter((s) => isLineStation(s) && s.line_number === first);
  if (cards.length === 0) return null;
  const left = Math.min(...cards.map((s) => s.position_x!));
  const top = Math.min(...cards.map((s) => s.position_y!));
  const right = Math.max(...cards.map((s) => s.position_x! + STATION_CARD_WIDTH_PX));
  const bottom = Math.max(...cards.map((s) => s.position_y! + STATION_CARD_HEIGHT_PX));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The floor point shown at the middle of a screen of `size` under `viewport`: what is remembered. */
export function savedViewOf(viewport: Viewport, size: Size): SavedView {
  return { centerX: (size.width / 2 - viewport.x) / viewport.zoom, centerY: (size.height / 2 - viewport.y) / viewport.zoom, zoom: viewport.zoom };
}

/**
 * Issue 18: the view the map opens on. The whole floor when it fits at a legible zoom (a wall
 * screen, a small floor); else a legible zoom around the user's last view on this device, or
 * around the first line, its top near the top edge: across, the whole floor centred when it
 * fits the screen's width, else the first line centred when it fits, else from its left end. A remembered zoom-out is not kept: the map
 * always opens legible, and the fit button shows the whole floor on demand.
 */
export function openingViewport({
  size,
  fit,
  floor,
  firstLine,
  saved,
}: {
  size: Size;
  fit: Viewport;
  floor: Box;
  firstLine: Box | null;
  saved: SavedView | null;
}): Viewport {
  if (fit.zoom >= LEGIBLE_ZOOM) return fit;
  if (saved) {
    const zoom = Math.min(Math.max(saved.zoom, LEGIBLE_ZOOM), ZOOM_MAX);
    return { x: size.width / 2 - saved.centerX * zoom, y: size.height / 2 - saved.centerY * zoom, zoom };
  }
  if (!firstLine) return fit;
  const zoom = LEGIBLE_ZOOM;
  const fitsAcross = (box: Box) => box.width * zoom + 2 * OPENING_VIEW_PADDING_PX <= size.width;
  const centred = (box: Box) => (size.width - box.width * zoom) / 2 - box.x * zoom;
  let x = OPENING_VIEW_PADDING_PX - firstLine.x * zoom;
  if (fitsAcross(floor)) x = centred(floor);
  else if (fitsAcross(firstLine)) x = centred(firstLine);
  return { x, y: OPENING_VIEW_PADDING_PX - firstLine.y * zoom, zoom };
}
