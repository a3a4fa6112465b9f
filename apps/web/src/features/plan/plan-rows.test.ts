import { describe, expect, it } from 'vitest';
import { planRows } from './plan-rows.ts';
import { planStation as station } from './testing/fixtures.ts';

describe('planRows', () => {
  it('groups the stations by line under a header each, in the order given, with the stations of no line last', () => {
    const { rows, stations } = planRows([station('1-1', 1), station('9-9', null), station('2-1', 2), station('1-2', 1)]);
    expect(rows.map((row) => (row.kind === 'station' ? `${row.station.station_code}#${row.index}` : `L${row.lineNumber}`))).toEqual([
      'L1',
      '1-1#0',
      '1-2#1',
      'L2',
      '2-1#2',
      'Lnull',
      '9-9#3',
    ]);
    expect(stations.map((s) => s.station_code)).toEqual(['1-1', '1-2', '2-1', '9-9']);
  });

  it("puts a line's units and demand rows under its header, not under the stations of no line", () => {
    const { rows } = planRows([station('1-1', 1), station('9-9', null)], true);
    expect(rows.map((row) => (row.kind === 'station' ? row.station.station_code : `${row.kind}${row.lineNumber}`))).toEqual([
      'line1',
      'units1',
      'demand1',
      '1-1',
      'linenull',
      '9-9',
    ]);
  });
});
