import { describe, it, expect } from 'vitest';
import { findNextStation, nextStationHint } from './next-station.ts';
import type { NextStationCandidate } from './next-station.ts';

function make(id: string, code: string, line: number | null, type: string | null, active = true, critical = false): NextStationCandidate {
  return { id, station_code: code, line_number: line, station_type: type === null ? null : { name: type }, is_active: active, is_critical: critical };
}

const floor = [
  make('a', '1-10', 1, 'LINE'),
  make('b', '1-2', 1, 'LINE'),
  make('c', '1-1', 1, 'LINE'),
  make('d', '2-1', 2, 'LINE'),
  make('e', 'IND-1', 1, 'INDIRECT'),
  make('f', 'WS-2', null, 'ADDITIONAL_INDIRECTS'),
  make('g', 'IND-3', null, 'INDIRECT'),
  make('h', 'Dock-1', null, 'DOCK'),
  make('i', 'Dock-2', null, 'DOCK'),
  make('j', 'Yard-1', null, 'YARD'),
];

const nextCode = (stations: NextStationCandidate[], id: string) => findNextStation(stations, id)?.station_code ?? null;

describe('findNextStation', () => {
  it('moves to the next station of the same line in numeric code order', () => {
    expect(nextCode(floor, 'c')).toBe('1-2');
    expect(nextCode(floor, 'b')).toBe('1-10');
  });

  it('wraps from the last station of a line back to the first', () => {
    expect(nextCode(floor, 'a')).toBe('1-1');
  });

  it('skips indirect stations that sit on the same line', () => {
    expect(floor.some((s) => s.station_code === 'IND-1' && s.line_number === 1)).toBe(true);
    expect([nextCode(floor, 'c'), nextCode(floor, 'b'), nextCode(floor, 'a')]).not.toContain('IND-1');
  });

  it('moves from an indirect station through all indirects, whatever their line or indirect type', () => {
    expect(nextCode(floor, 'e')).toBe('IND-3');
    expect(nextCode(floor, 'g')).toBe('WS-2');
    expect(nextCode(floor, 'f')).toBe('IND-1');
  });

  it('moves between stations of the same type when the station is neither line nor indirect', () => {
    expect(nextCode(floor, 'h')).toBe('Dock-2');
    expect(nextCode(floor, 'i')).toBe('Dock-1');
  });

  it('skips inactive stations', () => {
    const stations = [make('1', '1-1', 1, 'LINE'), make('2', '1-2', 1, 'LINE', false), make('3', '1-3', 1, 'LINE')];
    expect(nextCode(stations, '1')).toBe('1-3');
  });

  it('moves on from an inactive current station to the active one after it', () => {
    const stations = [make('1', '1-1', 1, 'LINE'), make('2', '1-2', 1, 'LINE', false), make('3', '1-3', 1, 'LINE')];
    expect(nextCode(stations, '2')).toBe('1-3');
  });

  it('returns null when the station is alone in its group', () => {
    expect(findNextStation(floor, 'd')).toBeNull();
    expect(findNextStation(floor, 'j')).toBeNull();
  });

  it('returns null when every other station in the group is inactive', () => {
    const stations = [make('1', '1-1', 1, 'LINE'), make('2', '1-2', 1, 'LINE', false)];
    expect(findNextStation(stations, '1')).toBeNull();
  });

  it('returns null for an empty list or an unknown current station', () => {
    expect(findNextStation([], 'a')).toBeNull();
    expect(findNextStation(floor, 'missing')).toBeNull();
  });

  it('orders stations with the same code by id so the walk never gets stuck', () => {
    const stations = [make('x', 'S-1', 1, 'LINE'), make('y', 'S-1', 1, 'LINE'), make('z', 'S-2', 1, 'LINE')];
    expect(findNextStation(stations, 'x')?.id).toBe('y');
    expect(findNextStation(stations, 'y')?.id).toBe('z');
    expect(findNextStation(stations, 'z')?.id).toBe('x');
  });

  it('walks every station given, whether or not it has a place on the map', () => {
    const placed = (id: string, code: string) => ({ ...make(id, code, 1, 'LINE'), position_x: 100, position_y: 100 });
    const unplaced = (id: string, code: string) => ({ ...make(id, code, 1, 'LINE'), position_x: null, position_y: null });
    const stations = [placed('1', '1-1'), placed('2', '1-2'), unplaced('3', '1-3'), unplaced('0', '1-0')];
    expect(nextCode(stations, '2')).toBe('1-3');
    expect(nextCode(stations, '3')).toBe('1-0');
    expect(nextCode(stations, '0')).toBe('1-1');
  });

  it('returns the caller’s own station object', () => {
    const stations = [
      { ...make('1', '1-1', 1, 'LINE'), extra: 1 },
      { ...make('2', '1-2', 1, 'LINE'), extra: 2 },
    ];
    expect(findNextStation(stations, '1')?.extra).toBe(2);
  });
});

describe('findNextStation on the critical walk', () => {
  const stations = [
    make('l2', '1-2', 1, 'LINE', true, true),
    make('l1', '1-1', 1, 'LINE', true, true),
    make('l3', '1-3', 1, 'LINE'),
    make('m', '2-4', 2, 'LINE', true, true),
    make('n', '2-5', 2, 'LINE', false, true),
    make('w', 'WS-1', null, 'ADDITIONAL_INDIRECTS', true, true),
    make('y', 'Yard-1', null, 'YARD', true, true),
  ];
  const nextCritical = (id: string) => findNextStation(stations, id, 'critical')?.station_code ?? null;

  it('moves through the critical stations of every line and kind in code order, skipping the others', () => {
    expect([nextCritical('l1'), nextCritical('l2'), nextCritical('m'), nextCritical('w')]).toEqual(['1-2', '2-4', 'WS-1', 'Yard-1']);
  });

  it('wraps from the last critical station back to the first', () => {
    expect(nextCritical('y')).toBe('1-1');
  });

  it('skips inactive critical stations', () => {
    expect(nextCritical('m')).not.toBe('2-5');
    expect(nextCritical('n')).toBe('WS-1');
  });

  it('moves on from a station that is no longer critical to the critical one after it', () => {
    expect(nextCritical('l3')).toBe('2-4');
  });

  it('returns null when no other active station is critical', () => {
    expect(findNextStation([make('a', '1-1', 1, 'LINE', true, true), make('b', '1-2', 1, 'LINE')], 'a', 'critical')).toBeNull();
  });
});

describe('nextStationHint', () => {
  it('names the line of a line station', () => {
    expect(nextStationHint(make('a', '2-01', 2, 'LINE'))).toBe('Tab moves through Line 2 stations only.');
  });

  it('says indirect for indirect stations, also those placed on a line', () => {
    expect(nextStationHint(make('e', 'IND-1', 1, 'INDIRECT'))).toBe('Tab moves through indirect stations only.');
    expect(nextStationHint(make('f', 'WS-2', null, 'ADDITIONAL_INDIRECTS'))).toBe('Tab moves through indirect stations only.');
  });

  it('gives no hint for other stations', () => {
    expect(nextStationHint(make('h', 'Dock-1', null, 'DOCK'))).toBeNull();
  });

  it('says critical on the critical walk, whatever the station', () => {
    for (const station of [make('a', '2-01', 2, 'LINE'), make('e', 'IND-1', 1, 'INDIRECT'), make('h', 'Dock-1', null, 'DOCK')]) {
      expect(nextStationHint(station, 'critical')).toBe('Tab moves through critical stations only.');
    }
  });
});
