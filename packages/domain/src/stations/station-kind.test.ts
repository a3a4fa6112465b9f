import { describe, it, expect } from 'vitest';
import { isIndirectStation, isIndirectType, isLineNumber, isLineStation, lineColour } from './station-kind.ts';

const station = (line_number: number | null, type: string | null) => ({
  line_number,
  station_type: type === null ? null : { name: type },
});

describe('isIndirectType', () => {
  it('counts INDIRECT and ADDITIONAL_INDIRECTS as indirect', () => {
    expect(isIndirectType('INDIRECT')).toBe(true);
    expect(isIndirectType('ADDITIONAL_INDIRECTS')).toBe(true);
  });

  it('does not count LINE, unknown or missing types', () => {
    expect(isIndirectType('LINE')).toBe(false);
    expect(isIndirectType('indirect')).toBe(false);
    expect(isIndirectType(null)).toBe(false);
    expect(isIndirectType(undefined)).toBe(false);
  });
});

describe('isLineNumber', () => {
  it('accepts 1 to 4 only', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => isLineNumber(n))).toEqual([false, true, true, true, true, false]);
    expect(isLineNumber(null)).toBe(false);
  });
});

describe('isLineStation', () => {
  it('is true for a non-indirect station on lines 1 to 4', () => {
    expect(isLineStation(station(1, 'LINE'))).toBe(true);
    expect(isLineStation(station(4, 'LINE'))).toBe(true);
    expect(isLineStation(station(2, null))).toBe(true);
  });

  it('is false for an indirect station even when it has a line', () => {
    expect(isLineStation(station(2, 'INDIRECT'))).toBe(false);
    expect(isIndirectStation(station(2, 'INDIRECT'))).toBe(true);
  });

  it('is false without a line or with a line outside 1 to 4', () => {
    expect(isLineStation(station(null, 'LINE'))).toBe(false);
    expect(isLineStation(station(5, 'LINE'))).toBe(false);
  });
});

describe('lineColour', () => {
  it('colours lines 1 to 4 blue, green, purple and orange', () => {
    expect([1, 2, 3, 4].map((n) => lineColour(station(n, 'LINE')))).toEqual(['blue', 'green', 'purple', 'orange']);
  });

  it('colours indirect stations cyan, whether or not they sit on a line', () => {
    expect(lineColour(station(null, 'ADDITIONAL_INDIRECTS'))).toBe('cyan');
    expect(lineColour(station(3, 'INDIRECT'))).toBe('cyan');
  });

  it('colours everything else grey', () => {
    expect(lineColour(station(null, 'LINE'))).toBe('grey');
    expect(lineColour(station(7, null))).toBe('grey');
  });
});
