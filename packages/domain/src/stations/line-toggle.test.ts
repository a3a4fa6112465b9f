import { describe, expect, it } from 'vitest';
import { stationsToToggleForLine } from './line-toggle.ts';

const station = (id: string, line_number: number | null, is_active: boolean) => ({ id, line_number, is_active });

describe('stationsToToggleForLine', () => {
  it('deactivates the active stations of a line when any of them is active', () => {
    const stations = [station('a', 1, true), station('b', 1, false), station('c', 1, true), station('d', 2, true)];
    expect(stationsToToggleForLine(stations, 1).map((s) => s.id)).toEqual(['a', 'c']);
  });

  it('activates every station of a line when all of them are inactive', () => {
    const stations = [station('a', 2, false), station('b', 2, false), station('c', 1, false)];
    expect(stationsToToggleForLine(stations, 2).map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('leaves stations off the line and without a line alone, and answers nothing for an empty line', () => {
    const stations = [station('a', null, true), station('b', 3, true)];
    expect(stationsToToggleForLine(stations, 4)).toEqual([]);
  });
});
