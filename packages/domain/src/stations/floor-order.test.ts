import { describe, expect, it } from 'vitest';
import { floorRows, moveOnFloor, type PlacedCard } from './floor-order.ts';

const at = (id: string, x: number, y: number): PlacedCard => ({ id, x, y });
const ids = (rows: PlacedCard[][]) => rows.map((row) => row.map((card) => card.id));

// Two lines as rows, a third a few pixels uneven, and an indirect row below with a gap.
const FLOOR = [
  at('2-02', 210, 250),
  at('1-01', 100, 120),
  at('1-03', 320, 120),
  at('1-02', 210, 120),
  at('2-01', 100, 252),
  at('3-01', 100, 380),
  at('3-02', 210, 395),
  at('Problem Solve', 480, 550),
  at('PIT Driver', 130, 550),
];
const ROWS = floorRows(FLOOR, 40);
const move = (from: string, key: Parameters<typeof moveOnFloor>[2]) => moveOnFloor(ROWS, from, key)?.id ?? null;

describe('floorRows', () => {
  it('reads the floor in rows from top to bottom, each from left to right', () => {
    expect(ids(ROWS)).toEqual([
      ['1-01', '1-02', '1-03'],
      ['2-01', '2-02'],
      ['3-01', '3-02'],
      ['PIT Driver', 'Problem Solve'],
    ]);
  });

  it('keeps a card less than the tolerance lower in the row, and starts a new row at the tolerance', () => {
    expect(ids(floorRows([at('a', 0, 0), at('b', 100, 39), at('c', 200, 40)], 40))).toEqual([['a', 'b'], ['c']]);
  });

  it('is empty for an empty floor', () => {
    expect(floorRows([], 40)).toEqual([]);
  });
});

describe('moveOnFloor', () => {
  it('moves right and left along a row and on into the next or previous row', () => {
    expect(move('1-01', 'right')).toBe('1-02');
    expect(move('1-03', 'right')).toBe('2-01');
    expect(move('2-01', 'left')).toBe('1-03');
    expect(move('1-02', 'left')).toBe('1-01');
  });

  it('stops at the first and last card of the floor', () => {
    expect(move('1-01', 'left')).toBeNull();
    expect(move('Problem Solve', 'right')).toBeNull();
  });

  it('moves up and down to the nearest card of the next row, the left one of two as near', () => {
    expect(move('1-03', 'down')).toBe('2-02');
    expect(move('2-02', 'up')).toBe('1-02');
    // 3-02 is at x 210: PIT Driver (130) is 80 away, Problem Solve (480) 270.
    expect(move('3-02', 'down')).toBe('PIT Driver');
    expect(moveOnFloor(floorRows([at('top', 150, 0), at('l', 100, 100), at('r', 200, 100)], 40), 'top', 'down')?.id).toBe('l');
  });

  it('does not move up from the top row or down from the bottom row', () => {
    expect(move('1-02', 'up')).toBeNull();
    expect(move('PIT Driver', 'down')).toBeNull();
  });

  it('goes to the ends of the row with Home and End, and of the floor with Ctrl', () => {
    expect(move('1-02', 'rowStart')).toBe('1-01');
    expect(move('1-02', 'rowEnd')).toBe('1-03');
    expect(move('2-02', 'first')).toBe('1-01');
    expect(move('2-02', 'last')).toBe('Problem Solve');
  });

  it('starts from the first card when the current one is no longer on the floor', () => {
    expect(move('gone', 'right')).toBe('1-01');
    expect(moveOnFloor([], 'gone', 'right')).toBeNull();
  });
});
