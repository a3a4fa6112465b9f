import { describe, it, expect } from 'vitest';
import { findNextStation, nextStationHint } from './next-station.ts';
import type { NextStationCandidate } from './next-station.ts';

function make(id: string, code: string, line: number | null, type: string | null, active = true): NextStationCandidate {
  return { id, station_code: code, line_number: line, station_type: type === null ? null : { name: type }, is_active: active };
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

  it('returns the caller’s own station object', () => {
    const stations = [{ ...make('1', '1-1', 1, 'LINE'), extra: 1 }, { ...make('2', '1-2', 1, 'LINE'), extra: 2 }];
    expect(findNextStation(stations, '1')?.extra).toBe(2);
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
});
