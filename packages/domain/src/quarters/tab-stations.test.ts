import { describe, expect, it } from 'vitest';
import type { TabStation } from './quarter-tabs.ts';
import { lineOfTab, parseQuarterTab, staffedCount, stationsOfTab, walkOfTab } from './tab-stations.ts';

type Tile = TabStation & { station_code: string };

function tile(station_code: string, overrides: Partial<Tile> & { type?: string } = {}): Tile {
  const { type = 'LINE', ...rest } = overrides;
  const line = /^(\d)-/.exec(station_code)?.[1];
  return {
    station_code,
    line_number: line ? Number(line) : null,
    station_type: { name: type },
    is_active: true,
    is_critical: false,
    current_assignment: null,
    ...rest,
  };
}

describe('stationsOfTab', () => {
  it('lists the line stations of a line in numeric code order, inactive ones included, indirect roles left out', () => {
    const stations = [
      tile('1-10'),
      tile('2-01'),
      tile('1-2', { is_active: false }),
      tile('Water Spider-L1', { line_number: 1, type: 'INDIRECT' }),
      tile('1-01'),
    ];
    expect(stationsOfTab(stations, 'line1').map((s) => s.station_code)).toEqual(['1-01', '1-2', '1-10']);
  });

  it('lists critical stations of every kind under Critical', () => {
    const stations = [tile('2-01', { is_critical: true }), tile('Problem Solve', { type: 'INDIRECT', is_critical: true }), tile('1-01')];
    expect(stationsOfTab(stations, 'criticals').map((s) => s.station_code)).toEqual(['2-01', 'Problem Solve']);
  });
});

describe('staffedCount', () => {
  it('counts staffed over active stations, leaving switched-off ones out of both', () => {
    const stations = [tile('1-01', { current_assignment: {} }), tile('1-02'), tile('1-03', { is_active: false, current_assignment: {} })];
    expect(staffedCount(stations)).toEqual({ assigned: 1, total: 2 });
  });
});

describe('parseQuarterTab', () => {
  it('opens the tab the URL names, and Line 1 when it names none or an unknown one', () => {
    expect(parseQuarterTab('indirects')).toBe('indirects');
    expect(parseQuarterTab('line4')).toBe('line4');
    expect(parseQuarterTab(null)).toBe('line1');
    expect(parseQuarterTab('line9')).toBe('line1');
  });
});

describe('lineOfTab', () => {
  it('names the line of a line tab and no line for Indirects or Critical', () => {
    expect(lineOfTab('line3')).toBe(3);
    expect(lineOfTab('criticals')).toBeNull();
  });
});

describe('walkOfTab', () => {
  it('walks the critical stations on the Critical tab and by kind on every other tab', () => {
    expect(walkOfTab('criticals')).toBe('critical');
    expect((['line1', 'line4', 'indirects'] as const).map(walkOfTab)).toEqual(['by-kind', 'by-kind', 'by-kind']);
  });
});
