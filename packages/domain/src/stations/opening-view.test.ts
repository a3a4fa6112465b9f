import { describe, expect, it } from 'vitest';
import { firstLineBox, LEGIBLE_ZOOM, openingViewport, savedViewOf } from './opening-view.ts';

const LINE = { name: 'LINE' };
const INDIRECT = { name: 'INDIRECT' };
const station = (line_number: number | null, x: number | null, y: number | null, station_type = LINE) => ({
  line_number,
  station_type,
  position_x: x,
  position_y: y,
});

describe('LEGIBLE_ZOOM', () => {
  it('renders the smallest card text (10 px) at 12 px', () => {
    expect(10 * LEGIBLE_ZOOM).toBeCloseTo(12);
  });
});

describe('firstLineBox', () => {
  it('boxes the lowest-numbered line placed on the floor, cards included whole', () => {
    const stations = [station(2, 100, 300), station(1, 220, 200), station(1, 100, 200), station(1, 500, 210), station(null, 0, 0, INDIRECT)];
    expect(firstLineBox(stations)).toEqual({ x: 100, y: 200, width: 496, height: 90 });
  });

  it('skips a line whose stations are all off the map, and indirect roles standing on a line', () => {
    expect(firstLineBox([station(1, null, null), station(1, 50, 50, INDIRECT), station(3, 400, 600)])).toEqual({ x: 400, y: 600, width: 96, height: 80 });
  });

  it('boxes every placed card on a floor without lines, and is null for an empty floor', () => {
    expect(firstLineBox([station(null, 10, 20, INDIRECT), station(null, 300, 20, INDIRECT)])).toEqual({ x: 10, y: 20, width: 386, height: 80 });
    expect(firstLineBox([station(1, null, null)])).toBeNull();
  });
});

describe('openingViewport', () => {
  const size = { width: 1000, height: 600 };
  const line = { x: 100, y: 100, width: 1500, height: 80 };
  const floor = { x: 100, y: 100, width: 1700, height: 900 };

  it('shows the whole floor when it fits at a legible zoom', () => {
    const fit = { x: 10, y: 20, zoom: 1.3 };
    expect(openingViewport({ size, fit, floor, firstLine: line, saved: { centerX: 0, centerY: 0, zoom: 2 } })).toBe(fit);
  });

  it('opens a floor too big to fit legibly at the legible zoom, from the first line’s left end near the top', () => {
    const view = openingViewport({ size, fit: { x: 0, y: 0, zoom: 0.6 }, floor, firstLine: line, saved: null });
    expect(view).toEqual({ x: 16 - 100 * LEGIBLE_ZOOM, y: 16 - 100 * LEGIBLE_ZOOM, zoom: LEGIBLE_ZOOM });
  });

  it('centres a first line that fits across the screen when the whole floor does not', () => {
    const view = openingViewport({ size, fit: { x: 0, y: 0, zoom: 0.6 }, floor, firstLine: { x: 100, y: 100, width: 500, height: 80 }, saved: null });
    // 500 units at 1.2 are 600 px: 200 px each side.
    expect(view.x + 100 * view.zoom).toBeCloseTo(200);
  });

  it('centres a floor that fits across the screen, though not down it, with the first line at the top', () => {
    const narrowFloor = { x: 50, y: 100, width: 700, height: 2000 };
    const view = openingViewport({
      size,
      fit: { x: 0, y: 0, zoom: 0.3 },
      floor: narrowFloor,
      firstLine: { x: 100, y: 140, width: 500, height: 80 },
      saved: null,
    });
    // 700 units at 1.2 are 840 px: 80 px each side.
    expect(view.x + 50 * view.zoom).toBeCloseTo(80);
    expect(view.y + 140 * view.zoom).toBeCloseTo(16);
  });

  it('returns to the user’s last view, zoomed in to legible if they had zoomed out', () => {
    const fit = { x: 0, y: 0, zoom: 0.6 };
    const closer = openingViewport({ size, fit, floor, firstLine: line, saved: { centerX: 800, centerY: 400, zoom: 2 } });
    expect(closer).toEqual({ x: 500 - 800 * 2, y: 300 - 400 * 2, zoom: 2 });
    expect(openingViewport({ size, fit, floor, firstLine: line, saved: { centerX: 800, centerY: 400, zoom: 0.4 } }).zoom).toBe(LEGIBLE_ZOOM);
  });

  it('keeps the floor point at the middle of the screen through saving and reopening on another screen size', () => {
    const saved = savedViewOf({ x: -300, y: -100, zoom: 1.5 }, size);
    const reopened = openingViewport({ size: { width: 400, height: 800 }, fit: { x: 0, y: 0, zoom: 0.3 }, floor, firstLine: line, saved });
    expect((200 - reopened.x) / reopened.zoom).toBeCloseTo(saved.centerX);
    expect((400 - reopened.y) / reopened.zoom).toBeCloseTo(saved.centerY);
  });

  it('falls back to the fit on an empty floor', () => {
    const fit = { x: 1, y: 2, zoom: 0.5 };
    expect(openingViewport({ size, fit, floor, firstLine: null, saved: null })).toBe(fit);
  });
});
