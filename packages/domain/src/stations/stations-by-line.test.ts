import { describe, expect, it } from 'vitest';
import { groupStationsByLine } from './stations-by-line.ts';

const station = (station_code: string, line_number: number | null, type = 'LINE') => ({
  id: station_code,
  station_code,
  line_number,
  station_type: { name: type },
});

describe('groupStationsByLine', () => {
  it('lists the lines in order, then indirect roles, then the rest, each in code order', () => {
    const groups = groupStationsByLine([
      station('2-01', 2),
      station('Dest-01', null, 'INDIRECT'),
      station('1-10', 1),
      station('Spare', null, 'OTHER'),
      station('1-02', 1),
      station('Water Spider-1', 1, 'ADDITIONAL_INDIRECTS'),
    ]);
    expect(groups.map((g) => [g.title, g.stations.map((s) => s.station_code)])).toEqual([
      ['Line 1', ['1-02', '1-10']],
      ['Line 2', ['2-01']],
      ['Indirect stations', ['Dest-01', 'Water Spider-1']],
      ['Other stations', ['Spare']],
    ]);
  });

  it('leaves out groups with no station', () => {
    expect(groupStationsByLine([])).toEqual([]);
    expect(groupStationsByLine([station('3-01', 3)]).map((g) => g.key)).toEqual(['line-3']);
  });
});
