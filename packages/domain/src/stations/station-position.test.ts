import { describe, it, expect } from 'vitest';
import { CANVAS_MAX_EXTENT_PX, clampStationCoordinate, STATION_POSITION_MAX } from './station-position.ts';

describe('clampStationCoordinate', () => {
  it('rounds a coordinate inside the allowed band', () => {
    expect(clampStationCoordinate(120.4, 1500)).toBe(120);
    expect(clampStationCoordinate(120.5, 1500)).toBe(121);
  });

  it('keeps coordinates at least 50 from the low edge', () => {
    expect(clampStationCoordinate(10, 1500)).toBe(50);
    expect(clampStationCoordinate(-300, 1500)).toBe(50);
    expect(clampStationCoordinate(50, 1500)).toBe(50);
  });

  it('keeps coordinates at least 50 from the high edge', () => {
    expect(clampStationCoordinate(1460, 1500)).toBe(1450);
    expect(clampStationCoordinate(1450, 1500)).toBe(1450);
  });

  it('falls back to 50 when the canvas is narrower than both margins', () => {
    expect(clampStationCoordinate(70, 80)).toBe(50);
  });

  it('never goes past the largest canvas, so every clamped coordinate is one the server accepts', () => {
    expect(clampStationCoordinate(50_000, 60_000)).toBe(STATION_POSITION_MAX);
    expect(clampStationCoordinate(CANVAS_MAX_EXTENT_PX, CANVAS_MAX_EXTENT_PX + 246)).toBe(9950);
    expect(clampStationCoordinate(9000, 20_000)).toBe(9000);
  });
});
