import { describe, expect, it } from 'vitest';
import { canvasBounds } from './canvas-bounds.ts';

const at = (x: number | null, y: number | null) => ({ position_x: x, position_y: y });

describe('canvasBounds', () => {
  it('is 1500 x 1200 for an empty floor or one whose cards sit well inside it', () => {
    expect(canvasBounds([])).toEqual({ width: 1500, height: 1200 });
    expect(canvasBounds([at(100, 120), at(1000, 700)])).toEqual({ width: 1500, height: 1200 });
  });

  it('reaches 200 px past the far edge of the furthest card', () => {
    // A 96 x 80 card at (1450, 1100) ends at (1546, 1180); plus the margin.
    expect(canvasBounds([at(1450, 1100)])).toEqual({ width: 1746, height: 1380 });
  });

  it('grows each direction on its own', () => {
    expect(canvasBounds([at(3000, 100)])).toEqual({ width: 3296, height: 1200 });
    expect(canvasBounds([at(100, 2000)])).toEqual({ width: 1500, height: 2280 });
  });

  it('leaves out stations that are not on the map', () => {
    expect(canvasBounds([at(null, null), at(5000, null), at(null, 5000)])).toEqual({ width: 1500, height: 1200 });
  });
});
