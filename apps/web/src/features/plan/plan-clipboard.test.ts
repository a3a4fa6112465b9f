import { describe, expect, it } from 'vitest';
import { parsePastedText, placePastedRows, rangeToText } from './plan-clipboard.ts';

describe('the day-plan clipboard', () => {
  it('copies a range as tab-separated lines, an empty cell as nothing', () => {
    const names = [
      ['Ann', ''],
      ['Bo', 'Cy'],
    ];
    expect(rangeToText({ top: 0, left: 0, bottom: 1, right: 1 }, (row, col) => names[row]![col]!)).toBe('Ann\t\nBo\tCy');
  });

  it('reads what a spreadsheet pastes, its last line break and Windows line ends included', () => {
    expect(parsePastedText('Ann\tBo\r\nCy\t\r\n')).toEqual([
      ['Ann', 'Bo'],
      ['Cy', ''],
    ]);
    expect(parsePastedText('')).toEqual([]);
  });

  it('places pasted rows from the top-left of the range, and drops what falls off the grid', () => {
    expect(placePastedRows([['a', 'b'], ['c']], { top: 4, left: 6, bottom: 4, right: 6 }, { rows: 5, cols: 8 })).toEqual([
      { row: 4, col: 6, value: 'a' },
      { row: 4, col: 7, value: 'b' },
    ]);
  });

  it('fills every cell of the range with one pasted value', () => {
    expect(placePastedRows([['a']], { top: 0, left: 0, bottom: 1, right: 1 }, { rows: 5, cols: 8 })).toHaveLength(4);
  });
});
