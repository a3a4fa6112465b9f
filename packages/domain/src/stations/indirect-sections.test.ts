import { describe, expect, it } from 'vitest';
import { groupIntoRows, splitIndirectSections, type IndirectStation } from './indirect-sections.ts';

function at(station_code: string, x: number | null, y: number | null, overrides: Partial<IndirectStation> = {}): IndirectStation {
  return { station_code, position_x: x, position_y: y, line_number: null, station_type: { name: 'INDIRECT' }, ...overrides };
}

const codes = (rows: IndirectStation[][]) => rows.map((row) => row.map((s) => s.station_code));

describe('groupIntoRows', () => {
  it('puts stations within 50 units of a row top into that row, left to right, rows top to bottom', () => {
    const rows = groupIntoRows([at('C', 300, 540), at('A', 100, 500), at('B', 200, 550), at('D', 100, 551)]);
    expect(codes(rows)).toEqual([['A', 'B', 'C'], ['D']]);
  });

  it('measures from the first station of a row, so a slope down the floor does not chain into one row', () => {
    const rows = groupIntoRows([at('A', 0, 0), at('B', 100, 40), at('C', 200, 80), at('D', 300, 120)]);
    expect(codes(rows)).toEqual([
      ['A', 'B'],
      ['C', 'D'],
    ]);
  });

  it('puts stations that are not on the floor in a last row by code, and answers no rows for no stations', () => {
    const rows = groupIntoRows([at('Zeta', null, null), at('A', 10, 10), at('Alpha', null, null)]);
    expect(codes(rows)).toEqual([['A'], ['Alpha', 'Zeta']]);
    expect(groupIntoRows([])).toEqual([]);
  });
});

describe('splitIndirectSections', () => {
  it('separates additional indirects, line indirects per line and the other indirects in rows, leaving line stations out', () => {
    const sections = splitIndirectSections([
      at('Yard Marshal', 10, 900, { station_type: { name: 'ADDITIONAL_INDIRECTS' } }),
      at('Learning Ambassador', null, null, { station_type: { name: 'ADDITIONAL_INDIRECTS' } }),
      at('Water Spider-L2', 900, 250, { line_number: 2 }),
      at('Water Spider-L1', 900, 120, { line_number: 1 }),
      at('Problem Solve', 100, 640),
      at('PIT Driver', 230, 640),
      at('1-01', 100, 120, { line_number: 1, station_type: { name: 'LINE' } }),
    ]);
    expect(sections.additional.map((s) => s.station_code)).toEqual(['Learning Ambassador', 'Yard Marshal']);
    expect(Object.keys(sections.byLine)).toEqual(['1', '2']);
    expect(sections.byLine[1]!.map((s) => s.station_code)).toEqual(['Water Spider-L1']);
    expect(codes(sections.otherRows)).toEqual([['Problem Solve', 'PIT Driver']]);
  });
});
